/** Test stand-in for CSS modules: every class name maps to itself. */
export default new Proxy({}, { get: (_target, name) => String(name) });
