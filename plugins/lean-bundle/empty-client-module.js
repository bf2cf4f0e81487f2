// Stands in for the classic theme's Prism client module: Prism now loads with the first code block.
export {};
