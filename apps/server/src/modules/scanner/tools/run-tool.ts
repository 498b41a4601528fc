import { spawn } from 'node:child_process';

/** A run stopped at its time limit (or by its caller); the process and its children are killed. */
export class ToolTimeout extends Error {
  constructor(readonly tool: string) {
    super(`${tool} : délai dépassé`);
  }
}

/** A run that exited with an error; `detail` is the last meaningful line ffmpeg printed. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly detail: string,
  ) {
    super(`${tool} : ${detail}`);
  }
}

export interface RunOptions {
  timeoutMs: number;
  /** Each complete line of stderr as it comes (ffmpeg's filters log there). */
  onStderrLine?: (line: string) => void;
  /** Each complete line of stdout (`-progress pipe:1`). */
  onStdoutLine?: (line: string) => void;
  /** Raw stdout chunks (PCM audio, raw frames); stdout is then not kept. */
  onStdoutData?: (chunk: Buffer) => void;
  signal?: AbortSignal;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/** Keeps only the end of stderr: a long run prints megabytes of filter logs. */
const STDERR_KEPT = 64 * 1024;

function splitLines(onLine: ((line: string) => void) | undefined) {
  let rest = '';
  return {
    push(chunk: Buffer) {
      if (!onLine) return;
      rest += chunk.toString('utf8');
      const lines = rest.split(/\r?\n|\r/);
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end() {
      if (onLine && rest) onLine(rest);
      rest = '';
    },
  };
}

/** The last line of stderr that says something (not a progress or banner line). */
export function lastErrorLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('frame=') && !line.startsWith('size='));
  return (lines.at(-1) ?? 'erreur inconnue').slice(0, 300);
}

/**
 * Runs ffmpeg or ffprobe with arguments (never through a shell), under a time limit: past it, or when
 * `signal` aborts, the process group is killed and the promise rejects with ToolTimeout.
 */
export function runTool(binary: string, args: string[], options: RunOptions): Promise<RunResult> {
  const tool = binary.split('/').at(-1) ?? binary;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdoutChunks: Buffer[] = [];
    let stderr = '';
    let stopped = false;
    const outLines = splitLines(options.onStdoutLine);
    const errLines = splitLines(options.onStderrLine);
    const kill = () => {
      stopped = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(kill, options.timeoutMs);
    const onAbort = () => kill();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdoutData) options.onStdoutData(chunk);
      else stdoutChunks.push(chunk);
      outLines.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
      errLines.push(chunk);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      reject(new ToolFailed(tool, error.message));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      outLines.end();
      errLines.end();
      if (stopped) reject(new ToolTimeout(tool));
      else if (code !== 0) reject(new ToolFailed(tool, lastErrorLine(stderr)));
      else resolve({ stdout: Buffer.concat(stdoutChunks), stderr });
    });
  });
}
