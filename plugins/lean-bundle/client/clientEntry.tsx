/**
 * Stand-in for @docusaurus/core's `lib/client/clientEntry.js` (production client build; set as
 * the entry by the lean-bundle plugin). Same steps, same order: find and load the page's
 * route chunks, then hydrate inside `startTransition`. Upstream imports everything statically,
 * so starting the app (running react-dom's and the theme's module code, ~120 ms at
 * Lighthouse's 4x CPU slowdown) was one long task. Here the modules load in three steps, each
 * in a task of its own (see ./startup.ts), while the route chunks download: the route tables,
 * then react-dom, then the app (./appElement.tsx).
 */
import { startTransition } from 'react';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import { inSeparateTasks } from './startup';

// False only for the hash router, whose pages are rendered in the browser (as upstream).
const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start(): Promise<void> {
  const [preloaded, ReactDOM, { app }] = await inSeparateTasks([
    async () => {
      const { default: preload } = await import(
        /* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'
      );
      // Not awaited yet: the route chunks download while the next steps run.
      return { done: preload(window.location.pathname) };
    },
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ './appElement'),
  ] as const);
  const container = document.getElementById('__docusaurus') as HTMLElement;
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await preloaded.done;
  startTransition(renderApp);
}

// Production only, so without upstream's hot-module-replacement hook.
if (ExecutionEnvironment.canUseDOM) void start();
