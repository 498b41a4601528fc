export interface OcrWord {
  text: string;
  /** 0–100, tesseract's own. */
  confidence: number;
}

/** The scanner's reader of text on frames. */
export interface OcrReader {
  /** The text of one picture (PNG), with each word and how sure tesseract is of it. */
  read(png: Buffer): Promise<{ text: string; confidence: number; words: OcrWord[] }>;
  /** Ends the tesseract worker, if one was started; a later read starts another. */
  close(): Promise<void>;
}
