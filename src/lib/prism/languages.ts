/** Languages highlighted on top of prism-react-renderer's defaults (theme config and ./register). */
export const additionalLanguages = ['hcl', 'python', 'yaml', 'json', 'bash', 'go', 'docker'];
