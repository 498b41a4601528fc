import { runStdioProxy, stdioOptionsOf } from './app/mcp-stdio-cli.ts';

// `npm run mcp -- --url … --key …`: Publia's MCP server over stdio, for clients that launch one (Claude Desktop…).
const options = stdioOptionsOf(process.argv.slice(2), process.env);
if (typeof options === 'string') {
  process.stderr.write(`${options}\n`);
  process.exit(2);
}
runStdioProxy(options).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Publia MCP : ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
