// The types of chromium.mjs, a plain ESM helper that node runs as it is (scripts/test.mjs, size.mjs) and the
// TypeScript benches and browser tests import.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_HINT: string;
export declare function hasChromium(): boolean;
