import { useEffect, useRef } from 'react';

/**
 * A file of the user's machine in a player, before it is sent. Its address holds the file in memory
 * until it is revoked: made when the file is shown, revoked when another replaces it or the player goes.
 */
export function LocalVideo({ file, label }: { file: File; label: string }) {
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (player.current) player.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <video
      ref={player}
      controls
      muted
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid="scanner-preview"
      className="mx-auto max-h-96 w-full rounded-xl bg-gray-900 object-contain"
    />
  );
}
