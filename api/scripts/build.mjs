// Compiles the API with tsc plus the @nestjs/swagger plugin (as the Nest CLI would), so DTO and response
// classes are described in the OpenAPI document from their types and validators without hand-written decorators.
import ts from 'typescript';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swaggerPlugin = require('@nestjs/swagger/plugin');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = resolve(root, process.argv[2] ?? 'tsconfig.build.json');

const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
const program = ts.createProgram(parsed.fileNames, parsed.options);
const result = program.emit(undefined, undefined, undefined, false, {
  before: [
    swaggerPlugin.before(
      {
        classValidatorShim: true,
        introspectComments: true,
        // Response classes also live beside controllers and schemas, not only in *.dto.ts files.
        dtoFileNameSuffix: [
          '.dto.ts',
          '.entity.ts',
          '.schema.ts',
          '.controller.ts',
          '.response.ts',
        ],
      },
      program,
    ),
  ],
});
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
