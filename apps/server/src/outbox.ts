import { runOutboxCli } from './app/outbox-cli.ts';

// `npm run outbox [count]`: the latest e-mails of the outbox, for the operator's terminal.
runOutboxCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("La boîte d'envoi n'a pas pu être lue :", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
