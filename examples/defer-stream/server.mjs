import express from 'express';
import { experimentalExecuteIncrementally, parse, validate } from 'graphql';
import { rootValue, schema } from './schema.mjs';

const app = express();
app.use(express.json());

// Incremental delivery as the GraphQL-over-HTTP working group drafts it: a multipart/mixed
// response with one JSON part per payload, each written as soon as it is ready.
app.post('/graphql', async (req, res) => {
  const { query, variables } = req.body ?? {};
  let document;
  try {
    document = parse(query);
  } catch (error) {
    res.status(400).json({ errors: [{ message: error.message }] });
    return;
  }
  const errors = validate(schema, document);
  if (errors.length > 0) {
    res.json({ errors });
    return;
  }
  const result = await experimentalExecuteIncrementally({
    schema,
    document,
    rootValue,
    variableValues: variables,
  });
  if (!('initialResult' in result)) {
    // Nothing was deferred or streamed: an ordinary JSON response.
    res.json(result);
    return;
  }
  if (!req.accepts('multipart/mixed')) {
    // The client's Accept header rules out the one format that carries the later payloads:
    // stop the execution and say so.
    await result.subsequentResults.return();
    res
      .status(406)
      .json({ errors: [{ message: 'Accept multipart/mixed for @defer and @stream.' }] });
    return;
  }
  res.writeHead(200, { 'content-type': 'multipart/mixed; boundary="-"' });
  const writePart = (payload) =>
    res.write(
      `\r\n---\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(payload)}`,
    );
  writePart(result.initialResult);
  for await (const payload of result.subsequentResults) {
    writePart(payload);
  }
  res.end('\r\n-----\r\n');
});

app.listen(4000, (error) => {
  if (error) throw error;
  console.log('Incremental GraphQL API at http://localhost:4000/graphql');
});
