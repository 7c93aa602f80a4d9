// A bot engine for `boardroom bot` in another language than Python: one JSON line in per decision (the turn),
// one JSON line out (the move). It plays the first complete legal move listed (templates are to fill in).
import { createInterface } from "node:readline";

const lines = createInterface({ input: process.stdin });
let decisions = 0;

lines.on("line", (line) => {
  const turn = JSON.parse(line);
  const index = turn.moves.findIndex((move) => move.kind !== "template" && !move.template);
  decisions += 1;
  process.stderr.write(`engine: ${turn.game} ${turn.gid} v${turn.version}: move ${index}\n`);
  process.stdout.write(JSON.stringify(index >= 0 ? { index } : { move: null }) + "\n");
});

// The runner closes our input when it stops; without it (killed) the pipe closes all the same.
lines.on("close", () => {
  process.stderr.write(`engine: ${decisions} decisions, input closed\n`);
  process.exit(0);
});
