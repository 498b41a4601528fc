import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { videoProblem } from './video-file.ts';

/**
 * The video chosen in the browser and why a choice was refused. A refused file is not kept: the
 * previous choice goes too, so « Analyser la vidéo » never sends a file the user meant to replace.
 */
export function useVideoChoice() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File) => {
    const refused = videoProblem(chosen);
    setProblem(refused ? t(refused) : null);
    setFile(refused ? null : chosen);
  };

  /** The check « Analyser la vidéo » makes: answers the file to send, or tells why there is none. */
  const ready = (): File | null => {
    const refused = videoProblem(file);
    if (refused) setProblem(t(refused));
    return refused ? null : file;
  };

  return { file, problem, choose, ready };
}

export type VideoChoice = ReturnType<typeof useVideoChoice>;
