import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { landing } from './helpers';

/** "Intro" navbar entry: what Gruntwork is and how to start. */
const sidebars: SidebarsConfig = {
  intro: [
    landing('intro/overview/intro-to-gruntwork', 'What we do'),
    {
      type: 'category',
      label: 'What you get',
      items: ['intro/overview/what-we-provide', 'intro/overview/what-you-provide'],
    },
    {
      type: 'category',
      label: 'Get started',
      items: ['intro/overview/prerequisites', 'intro/overview/getting-started'],
    },
    landing('intro/index', 'How these docs are organised'),
    'intro/docs-for-tools',
    'intro/mcp-server',
  ],
};
export default sidebars;
