import { parse, visit } from 'graphql';

const document = parse('{ me { name friends { name } } }');
const fields = [];

// Functions grouped by kind, then by enter and leave.
visit(document, {
  Field: {
    enter: (node) => void fields.push(`enter ${node.name.value}`),
    leave: (node) => void fields.push(`leave ${node.name.value}`),
  },
});

console.log(JSON.stringify(fields));
