export { generateLocally, localGenerator } from './generate-locally.ts';
export { keywordHashtags, toHashtag } from './hashtags.ts';
