// The Node flags the simulator's server runs with, wherever it is started (`npm start`, `npm run serve`, the
// benches). A young generation of 64 MiB a half: an alarm storm to 1,000 sockets keeps some of what it allocates
// (each alarm and its stored message), and with Node's default the server paused for a scavenge of 5 to 17 ms about
// every half second, each pause holding back the frames of the alarms due meanwhile; with 64 MiB it scavenges
// every 2 to 3 seconds, for about as long (`npm run bench -- realtime`, docs/decisions.md "Speed").
// package.json's serve and bench scripts name the same flags on their command lines
// (tests/unit/simulatorNodeFlags.test.ts keeps them in step).
export const SIMULATOR_NODE_FLAGS = ['--max-semi-space-size=64'];
