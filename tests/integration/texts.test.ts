// @vitest-environment node
/**
 * The product's texts read as one voice (issue 40, point 7): every Russian string and JSX text of the code a user
 * meets (the app, the design system, the contract's messages, the server's mails and answers) is read with the
 * TypeScript parser and held to the house rules of docs/decisions/011-one-voice.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@school/contract';

const root = join(import.meta.dirname, '../..');
const sources = ['app/src', 'packages/ui/src', 'packages/contract/src', 'packages/server/src'];
const skipped = /\.(test|stories)\.tsx?$|\.d\.ts$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !skipped.test(entry.name) ? [path] : [];
  });
}

interface Text {
  where: string;
  text: string;
}

/** String literals, template parts and JSX text with Cyrillic in them: what can reach a screen or a mail. */
function russianTexts(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      text = node.text;
    else if (ts.isJsxText(node)) text = node.getText();
    if (text && /[А-Яа-яЁё]/.test(text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${relative(root, join(root, file))}:${line}`, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const texts = sources.flatMap(filesUnder).flatMap(russianTexts);
const offending = (rule: RegExp, allowed: readonly string[] = []) =>
  texts.filter(({ text }) => rule.test(text) && !allowed.includes(text)).map(({ where, text }) => `${where}: ${text}`);

describe('the product speaks with one voice', () => {
  it('reads the texts (the check has something to check)', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.some(({ text }) => text === MESSAGES.passwordsMismatch)).toBe(true);
  });

  it("writes 'е' for 'ё', as every text of the spec does ('учетной', 'истек', 'изменен')", () => {
    // the letter alone is what searches fold into 'е', not a text
    expect(offending(/[Ёё]/, ['ё', 'Ё'])).toEqual([]);
  });

  it("addresses the user as 'Вы', capitalised as the spec does ('У Вас есть', 'Обрежьте Ваше фото')", () => {
    expect(offending(/(?<![А-Яа-яЁё])(вы|вас|вам|вами|ваш[а-яё]*)(?![А-Яа-яЁё])/u)).toEqual([]);
  });

  it("never speaks as 'ты' outside the spec's own hint ('Выбери от 2-х до 5-ти предметов')", () => {
    const informal =
      /(?<![А-Яа-яЁё])(ты|тебя|тебе|тобой|твой|твоя|твое|твои|твоих|выбери|введи|нажми|укажи)(?![А-Яа-яЁё])/iu;
    expect(offending(informal, [MESSAGES.subjectsCount])).toEqual([]);
  });

  it("names a subject's short name one way: 'краткое название'", () => {
    expect(offending(/коротк[а-яё]* назван/iu)).toEqual([]);
  });
});
