/**
 * Visible sentences are whole catalog entries: a translated text glued to other text in code
 * ("Mot de passe: …") loses each language's own punctuation, spacing and word order. The rule flags
 *  - a template literal that holds a translation call (`t(…)`) beside visible characters,
 *  - a template literal that joins values with visible separators (": ", ", ", " – ", " · ", " (")
 *    where it becomes visible text: a `message`, `label`, `text`, `title`, `name` or `heading`
 *    property, an `aria-label`, `title`, `alt` or `placeholder` attribute, or a translation's variable,
 *  - `+` between a translation call and a string,
 *  - JSX text with visible characters beside a translation call in the same element (parentheses
 *    around the whole translated text are allowed: they read the same in all eight languages).
 * Write one catalog entry with placeholders instead, e.g. "fieldError": "{{label}} : {{message}}".
 */

const TRANSLATE_NAMES = new Set(['t']);
const VISIBLE_PROPERTIES = new Set(['message', 'label', 'text', 'title', 'name', 'heading', 'description']);
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description']);
const SEPARATOR = /[:;,·–—(/]|\s-\s/;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const isTranslateCall = (node) =>
  node?.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && TRANSLATE_NAMES.has(node.callee.name)) ||
    (node.callee.type === 'MemberExpression' && !node.callee.computed && TRANSLATE_NAMES.has(node.callee.property.name)));

const staticText = (template) => template.quasis.map((quasi) => quasi.value.cooked ?? '').join('');

const propertyName = (property) => (property.key.type === 'Identifier' ? property.key.name : typeof property.key.value === 'string' ? property.key.value : undefined);

/** Where a template literal's result ends up read by a visitor (see the list above). */
const isVisibleSlot = (template) => {
  let node = template;
  while (node.parent?.type === 'ConditionalExpression' || node.parent?.type === 'LogicalExpression') node = node.parent;
  const parent = node.parent;
  template = node;
  if (parent?.type === 'Property' && parent.value === template) {
    const name = propertyName(parent);
    if (name !== undefined && VISIBLE_PROPERTIES.has(name)) return true;
    const options = parent.parent;
    return options?.type === 'ObjectExpression' && isTranslateCall(options.parent) && options.parent.arguments.includes(options);
  }
  if (parent?.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXAttribute') {
    const name = parent.parent.name.name;
    return typeof name === 'string' && VISIBLE_ATTRIBUTES.has(name);
  }
  return parent?.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXElement';
};

const isString = (node) => (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral';

export const noJoinedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible sentences come whole from the catalogs, not joined from translated parts in code' },
    messages: {
      joined: 'Visible text joined in code; write the whole sentence as one catalog entry whose placeholders take the parts (see common:fieldError).',
    },
    schema: [],
  },
  create(context) {
    return {
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression' || node.expressions.length === 0) return;
        const text = staticText(node);
        if (node.expressions.some(isTranslateCall) && VISIBLE.test(text)) context.report({ node, messageId: 'joined' });
        else if (SEPARATOR.test(text) && isVisibleSlot(node)) context.report({ node, messageId: 'joined' });
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        const sides = [node.left, node.right];
        if (sides.some(isTranslateCall) && sides.some(isString)) context.report({ node, messageId: 'joined' });
      },
      JSXExpressionContainer(node) {
        if (!isTranslateCall(node.expression) || node.parent?.type !== 'JSXElement') return;
        const siblings = node.parent.children;
        const at = siblings.indexOf(node);
        const textOf = (sibling) => (sibling?.type === 'JSXText' ? sibling.value : '');
        const before = textOf(siblings[at - 1]).replace(/\($/, '');
        const after = textOf(siblings[at + 1]).replace(/^\)/, '');
        if (VISIBLE.test(before) || VISIBLE.test(after)) context.report({ node, messageId: 'joined' });
      },
    };
  },
};

export const foyerPlugin = { rules: { 'no-joined-text': noJoinedText } };
