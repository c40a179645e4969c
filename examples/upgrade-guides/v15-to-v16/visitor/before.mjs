import { parse, visit } from 'graphql';

const document = parse('{ me { name friends { name } } }');
const fields = [];

// Functions grouped by enter and leave, then by kind.
visit(document, {
  enter: { Field: (node) => void fields.push(`enter ${node.name.value}`) },
  leave: { Field: (node) => void fields.push(`leave ${node.name.value}`) },
});

console.log(JSON.stringify(fields));
