/** Test stand-in for @docusaurus/ExecutionEnvironment. */
export default { canUseDOM: typeof window !== 'undefined' };
