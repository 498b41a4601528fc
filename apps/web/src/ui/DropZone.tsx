import { useState, type DragEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';

interface DropZoneProps {
  testId: string;
  disabled?: boolean;
  /** Opens the page's file input (click, Enter or Space). */
  onPick: () => void;
  /** The first file dropped on the zone. */
  onFile?: (file: File) => void;
  /** Every file dropped on the zone, in order (a zone taking several files). */
  onFiles?: (files: File[]) => void;
  /** Height classes: each page gives the zone its own room. */
  className?: string;
  children: ReactNode;
}

/**
 * A file drop zone that is a button: clicked or activated from the keyboard it opens the page's file
 * input; a file dropped on it is handed over as the input's would be. Outlined while a file hovers it.
 */
export function DropZone({ testId, disabled = false, onPick, onFile, onFiles, className, children }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    // Something else dragged over (a thumbnail being reordered) carries no file.
    if (files.length === 0 || disabled) return;
    if (onFiles) onFiles(files);
    else if (files[0]) onFile?.(files[0]);
  };
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={disabled}
      onClick={onPick}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        dragging ? 'border-primary-500 bg-primary-50' : 'border-gray-300 bg-gray-50 hover:border-primary-400 hover:bg-primary-50/40',
        className,
      )}
    >
      {children}
    </button>
  );
}
