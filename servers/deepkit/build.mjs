import { declarationTransformer, transformer } from '@deepkit/type-compiler';
import ts from 'typescript';

// deepkit reads types at run time from metadata its compiler transform writes into the code;
// plain tsc leaves it out and every route then accepts anything.
const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
// The transform finds its "reflection" setting through this path.
options.configFilePath = configPath;
const program = ts.createProgram(fileNames, options);
const result = program.emit(undefined, undefined, undefined, false, {
  before: [transformer],
  afterDeclarations: [declarationTransformer],
});
const errors = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
for (const diagnostic of errors) console.error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
if (errors.length > 0 || result.emitSkipped) process.exit(1);
