import { readFileSync } from 'node:fs';
import { parse, visit } from 'graphql';

const document = parse(
  readFileSync(new URL('./book-page.graphql', import.meta.url), 'utf8'),
);

// One line per definition and selection, indented by how deep it is.
const lines = [];
let depth = 0;
const line = (text) => lines.push(`${'  '.repeat(depth)}${text}`);

visit(document, {
  OperationDefinition(node) {
    line(`${node.operation} ${node.name.value}`);
  },
  FragmentDefinition(node) {
    line(`fragment ${node.name.value} on ${node.typeCondition.name.value}`);
  },
  SelectionSet: {
    enter() {
      depth++;
    },
    leave() {
      depth--;
    },
  },
  Field(node) {
    line(node.alias ? `${node.alias.value}: ${node.name.value}` : node.name.value);
  },
  FragmentSpread(node) {
    line(`...${node.name.value}`);
  },
});

console.log(JSON.stringify(lines, null, 2));
