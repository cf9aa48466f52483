// What the header, the shell's pages and the page heads take from the route table.
export { loginUrl, matchRoute, type ShellPage } from './table';
