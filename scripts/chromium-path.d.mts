export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare const CHROMIUM_ARGS: string[];
