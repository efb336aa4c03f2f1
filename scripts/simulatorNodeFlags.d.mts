/** The Node flags the simulator's server runs with (simulatorNodeFlags.mjs). */
export declare const SIMULATOR_NODE_FLAGS: readonly string[];
