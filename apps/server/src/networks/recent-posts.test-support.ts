/**
 * What the recent-posts tests of every network share. Networks date posts to the second: a test
 * of `since` waits for the next second so that the posts on either side of it are told apart.
 */
export async function nextSecond(): Promise<Date> {
  const wait = 1000 - (Date.now() % 1000) + 5;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return new Date();
}
