import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Source files of the apps (TypeScript; the sources have no plain JavaScript). */
export const SOURCE = /\.tsx?$/;
/**
 * Test support never ships: tests and stories (run in Jest and Storybook), test helpers in a `testUtils` file
 * or a `testing/` folder.
 */
export const TEST_SUPPORT = /\.(test|stories)\.tsx?$|(^|[\\/])testUtils\.tsx?$|(^|[\\/])testing[\\/]/;

/** The specifiers a module imports at run time (type-only imports and re-exports are left out). */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source files under `dir` that ship (test support left out). */
export function sourcesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((e) => ({ e, file: path.join(e.parentPath, e.name) }))
    .filter(({ e, file }) => e.isFile() && SOURCE.test(e.name) && !TEST_SUPPORT.test(path.relative(dir, file)))
    .map(({ file }) => file);
}
