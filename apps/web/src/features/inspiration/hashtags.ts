/** Hashtags as they are written: each with its « # ». */
export const hashtagLine = (tags: string[]) => tags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ');
