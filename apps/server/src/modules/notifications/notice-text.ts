/** A comment's first words in a notification or an e-mail. */
export const excerptOf = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

/** An item in the history, opened on its figures and targets. */
export const postRoute = (contentId: string) => `/history?post=${contentId}`;
