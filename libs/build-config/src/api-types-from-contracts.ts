import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CONTRACTS = '@emind/contracts';
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.nx', '.data', 'test-results', 'playwright-report', 'e2e', 'test', 'testing']);
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** Types that name no shape of their own: an answer with no body, a file, or a contracts type reshaped. */
const ALLOWED_GLOBALS = new Set(['Blob', 'Array', 'ReadonlyArray', 'Partial', 'Required', 'Readonly', 'Pick', 'Omit', 'NonNullable']);
const ALLOWED_KEYWORDS = new Set([ts.SyntaxKind.VoidKeyword, ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.NullKeyword, ts.SyntaxKind.UndefinedKeyword]);

/** Utility types whose arguments after the first are keys (string literals), not shapes. */
const KEYED_UTILITIES = new Set(['Pick', 'Omit']);

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The local names bound by the file's imports from @emind/contracts (named and namespace imports). */
function contractsBindings(file: ts.SourceFile): { names: Set<string>; namespaces: Set<string> } {
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== CONTRACTS) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else for (const element of bindings.elements) names.add(element.name.text);
  }
  return { names, namespaces };
}

/** The parts of a type argument that do not come from @emind/contracts, as written. */
function foreignParts(type: ts.TypeNode, file: ts.SourceFile, contracts: ReturnType<typeof contractsBindings>): string[] {
  if (ALLOWED_KEYWORDS.has(type.kind)) return [];
  if (ts.isLiteralTypeNode(type)) return [];
  if (ts.isParenthesizedTypeNode(type) || ts.isTypeOperatorNode(type)) return foreignParts(type.type, file, contracts);
  if (ts.isArrayTypeNode(type)) return foreignParts(type.elementType, file, contracts);
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap((part) => foreignParts(part, file, contracts));
  if (ts.isIndexedAccessTypeNode(type)) return foreignParts(type.objectType, file, contracts);
  if (ts.isTypeReferenceNode(type)) {
    const { typeName } = type;
    const args = type.typeArguments ?? [];
    if (ts.isQualifiedName(typeName)) {
      const own = ts.isIdentifier(typeName.left) && contracts.namespaces.has(typeName.left.text) ? [] : [typeName.getText(file)];
      return [...own, ...args.flatMap((arg) => foreignParts(arg, file, contracts))];
    }
    const name = typeName.text;
    if (contracts.names.has(name)) return args.flatMap((arg) => foreignParts(arg, file, contracts));
    if (!ALLOWED_GLOBALS.has(name)) return [name];
    const shapes = KEYED_UTILITIES.has(name) ? args.slice(0, 1) : args;
    return shapes.flatMap((arg) => foreignParts(arg, file, contracts));
  }
  return [type.getText(file)];
}

function isApiRequest(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return (ts.isIdentifier(callee) && callee.text === 'apiRequest') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 'apiRequest');
}

/**
 * Every `apiRequest` call under the given folders whose answer type is not taken from @emind/contracts, one line each:
 * a call without a type argument (its type would come from whatever the caller declared) or with a type argument naming
 * something declared elsewhere. Test files are not read.
 */
export function handTypedApiCalls(root: string, folders: string[]): string[] {
  const files = folders.flatMap((folder) => sourceFilesUnder(path.join(root, folder)));
  return files.flatMap((fileName) => {
    const text = readFileSync(fileName, 'utf8');
    if (!text.includes('apiRequest')) return [];
    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const contracts = contractsBindings(file);
    const found: string[] = [];
    const where = (node: ts.Node): string => `${path.relative(root, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isApiRequest(node)) {
        const [answer] = node.typeArguments ?? [];
        if (!answer) found.push(`${where(node)} apiRequest without a type argument`);
        else {
          const parts = foreignParts(answer, file, contracts);
          if (parts.length > 0) found.push(`${where(node)} apiRequest<${answer.getText(file)}>: ${[...new Set(parts)].join(', ')} not from ${CONTRACTS}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}
