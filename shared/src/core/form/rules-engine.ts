import type { ComparisonOperator, ConditionValue, Field, FormContent, RuleAction, Section } from '../types/form-model';
import { conditionHolds } from './condition-holds';
import { copyFieldId, parseCopyFieldId } from './copy-field-id';
import type { FieldState, FieldStates, FormValues } from './form-values';

/** The outcome of applying the rules to a set of answers. */
export interface RulesEvaluation {
  /** Visible and required per field id, or per copy id for fields of repeatable sections. */
  states: FieldStates;
  /** Whether each rule instance holds, keyed `{ruleIndex}` or `{ruleIndex}@{copy}` for per-copy rules. */
  holding: ReadonlyMap<string, boolean>;
  /** Copy numbers of each repeatable section, as found in the answers evaluated. */
  copies: ReadonlyMap<string, readonly number[]>;
  /**
   * True when the rules feed each other's visibility in a loop (see `cyclicRuleIds`), or when
   * the iteration bound stopped the evaluation.
   */
  cycled: boolean;
  /** How many rule instances were evaluated to produce this result. */
  evaluatedRules: number;
}

/** The rules of one form compiled for fast re-evaluation. */
export interface RulesEngine {
  /** Full evaluation, for the initial state or after copies were added or removed. */
  evaluate(values: FormValues): RulesEvaluation;
  /** Re-evaluation after `changedFieldId` (a field or copy id) changed: only rules reached from it run. */
  update(previous: RulesEvaluation, values: FormValues, changedFieldId: string): RulesEvaluation;
  /** Ids of rules whose visibility targets feed back into their own conditions. */
  cyclicRuleIds: readonly string[];
}

interface FieldInfo {
  field: Field;
  section: Section;
}

interface CompiledCondition {
  fieldId: string;
  inSection: boolean;
  operator: ComparisonOperator;
  value: ConditionValue;
}

interface CompiledTarget {
  fieldId: string;
  inSection: boolean;
  action: RuleAction;
}

interface CompiledRule {
  id: string;
  /** The repeatable section the rule runs once per copy of, or null for a single instance. */
  sectionId: string | null;
  groups: CompiledCondition[][];
  targets: CompiledTarget[];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Rules on a loop of "shows a field read by" edges (Tarjan's strongly connected components). */
function findCyclicRules(rules: CompiledRule[], readers: Map<string, number[]>): Set<number> {
  const edges = rules.map((rule) => {
    const next = new Set<number>();
    for (const target of rule.targets) {
      if (target.action === 'isVisible') for (const reader of readers.get(target.fieldId) ?? []) next.add(reader);
    }
    return [...next];
  });
  const cyclic = new Set<number>();
  const order = new Array<number>(rules.length).fill(-1);
  const low = new Array<number>(rules.length).fill(0);
  const onStack = new Array<boolean>(rules.length).fill(false);
  const stack: number[] = [];
  let counter = 0;
  const visit = (node: number): void => {
    order[node] = counter;
    low[node] = counter;
    counter += 1;
    stack.push(node);
    onStack[node] = true;
    for (const next of edges[node] ?? []) {
      if (order[next] === -1) {
        visit(next);
        low[node] = Math.min(low[node] ?? 0, low[next] ?? 0);
      } else if (onStack[next]) {
        low[node] = Math.min(low[node] ?? 0, order[next] ?? 0);
      }
    }
    if (low[node] !== order[node]) return;
    const component: number[] = [];
    let member: number | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack[member] = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges[node] ?? []).includes(node)) for (const rule of component) cyclic.add(rule);
  };
  for (let node = 0; node < rules.length; node += 1) if (order[node] === -1) visit(node);
  return cyclic;
}

/**
 * Compiles the rules of a form (spec 001 §3–§4). Semantics:
 * - A rule holds when any of its condition groups holds; a group holds when all its
 *   conditions hold. A rule without conditions never holds.
 * - A condition on a hidden field (or a field absent from the form) never holds: the field
 *   counts as unanswered.
 * - A field targeted by at least one 'isVisible' rule is visible exactly when one of those
 *   rules holds (OR); otherwise it keeps its designed `visible`.
 * - A field is required when designed required or when an 'isRequired' rule targeting it
 *   holds; a hidden field is never required. A hidden section hides all its fields.
 * - A rule on a repeatable section (its `sectionMultipleId`, or the repeatable section of one
 *   of its fields) runs once per copy, reading and targeting `{fieldId}@{copy}` for fields of
 *   that section and the plain id for other fields.
 * - Evaluation starts from "no rule holds" and repeats until nothing changes; since showing a
 *   field can only make more conditions hold, this settles on the smallest consistent state
 *   (fields that would only show each other stay hidden). It is bounded by the number of rule
 *   instances + 1 rounds. Incremental updates reproduce the full evaluation when the rules have
 *   no visibility loop; with a loop, `update` falls back to a full evaluation.
 */
export function createRulesEngine(content: FormContent): RulesEngine {
  const fields = new Map<string, FieldInfo>();
  const repeatableSections = new Map<string, Section>();
  for (const step of content.steps) {
    for (const section of step.sections) {
      if (section.multiple) repeatableSections.set(section.id, section);
      for (const field of section.fields) fields.set(field.id, { field, section });
    }
  }
  const repeatableSectionOf = (fieldId: string): string | null => {
    const section = fields.get(fieldId)?.section;
    return section?.multiple ? section.id : null;
  };

  const rules: CompiledRule[] = content.rules.map((rule) => {
    const fieldIds = [...rule.conditions.flat().map((c) => c.fieldId), ...rule.targets.map((t) => t.fieldId)];
    const declared = rule.sectionMultipleId && repeatableSections.has(rule.sectionMultipleId) ? rule.sectionMultipleId : null;
    const sectionId = declared ?? fieldIds.map(repeatableSectionOf).find((id) => id !== null) ?? null;
    const inSection = (fieldId: string) => sectionId !== null && repeatableSectionOf(fieldId) === sectionId;
    return {
      id: rule.id,
      sectionId,
      groups: rule.conditions.map((group) =>
        group.map((c) => ({ fieldId: c.fieldId, inSection: inSection(c.fieldId), operator: c.comparisonOperator, value: c.value })),
      ),
      targets: rule.targets.map((t) => ({ fieldId: t.fieldId, inSection: inSection(t.fieldId), action: t.action })),
    };
  });

  // Which rules read a field, and which rules target it: the index incremental updates walk.
  const readers = new Map<string, number[]>();
  const targeters = new Map<string, { rule: number; action: RuleAction }[]>();
  const targetedByVisible = new Set<string>();
  rules.forEach((rule, index) => {
    const read = new Set(rule.groups.flat().map((c) => c.fieldId));
    for (const fieldId of read) pushTo(readers, fieldId, index);
    for (const target of rule.targets) {
      pushTo(targeters, target.fieldId, { rule: index, action: target.action });
      if (target.action === 'isVisible') targetedByVisible.add(target.fieldId);
    }
  });
  const cyclic = findCyclicRules(rules, readers);
  const cyclicRuleIds = [...cyclic].sort((a, b) => a - b).map((index) => rules[index]?.id ?? '');

  const instanceKey = (rule: number, copy: number | null) => (copy === null ? String(rule) : `${rule}@${copy}`);

  function ruleHoldsFor(
    rule: number,
    info: FieldInfo,
    copy: number | null,
    holding: ReadonlyMap<string, boolean>,
    copies: ReadonlyMap<string, readonly number[]>,
  ): boolean {
    const sectionId = rules[rule]?.sectionId ?? null;
    if (sectionId === null) return holding.get(instanceKey(rule, null)) === true;
    if (info.section.id === sectionId && copy !== null) return holding.get(instanceKey(rule, copy)) === true;
    // A per-copy rule targeting a field outside its section: any copy holding is enough.
    return (copies.get(sectionId) ?? []).some((c) => holding.get(instanceKey(rule, c)) === true);
  }

  function stateOf(
    info: FieldInfo,
    copy: number | null,
    holding: ReadonlyMap<string, boolean>,
    copies: ReadonlyMap<string, readonly number[]>,
  ): FieldState {
    let shownByRule = false;
    let requiredByRule = false;
    for (const { rule, action } of targeters.get(info.field.id) ?? []) {
      if (action === 'isVisible' ? shownByRule : requiredByRule) continue;
      if (!ruleHoldsFor(rule, info, copy, holding, copies)) continue;
      if (action === 'isVisible') shownByRule = true;
      else requiredByRule = true;
    }
    const visible = info.section.visible && (targetedByVisible.has(info.field.id) ? shownByRule : info.field.visible);
    return { visible, required: visible && (info.field.required || requiredByRule) };
  }

  /** The field and copy a state key stands for, or null for a key outside the form. */
  function resolve(key: string): { info: FieldInfo; copy: number | null } | null {
    const direct = fields.get(key);
    if (direct && !direct.section.multiple) return { info: direct, copy: null };
    const { fieldId, copy } = parseCopyFieldId(key);
    const info = fields.get(fieldId);
    if (!info || copy === null || !info.section.multiple) return null;
    return { info, copy };
  }

  function ruleHolds(rule: CompiledRule, copy: number | null, values: FormValues, states: FieldStates): boolean {
    return rule.groups.some(
      (group) =>
        group.length > 0 &&
        group.every((condition) => {
          const key = condition.inSection && copy !== null ? copyFieldId(condition.fieldId, copy) : condition.fieldId;
          const value = states.get(key)?.visible ? (values[key] ?? null) : undefined;
          return conditionHolds(condition.operator, value, condition.value);
        }),
    );
  }

  function instancesReading(fieldId: string, copy: number | null, copies: ReadonlyMap<string, readonly number[]>): string[] {
    const keys: string[] = [];
    for (const index of readers.get(fieldId) ?? []) {
      const sectionId = rules[index]?.sectionId ?? null;
      if (sectionId === null) keys.push(instanceKey(index, null));
      else if (copy !== null && repeatableSectionOf(fieldId) === sectionId) keys.push(instanceKey(index, copy));
      else for (const c of copies.get(sectionId) ?? []) keys.push(instanceKey(index, c));
    }
    return keys;
  }

  /** Re-evaluates `dirty` rule instances round by round until no target changes. */
  function propagate(
    values: FormValues,
    states: Map<string, FieldState>,
    holding: Map<string, boolean>,
    copies: ReadonlyMap<string, readonly number[]>,
    initiallyDirty: Iterable<string>,
  ): { cycled: boolean; evaluatedRules: number } {
    const maxRounds = holding.size + 1;
    let dirty = new Set(initiallyDirty);
    let rounds = 0;
    let evaluatedRules = 0;
    while (dirty.size > 0) {
      rounds += 1;
      if (rounds > maxRounds) return { cycled: true, evaluatedRules };
      const touched = new Set<string>();
      // Every instance of a round reads the states as they were when the round began.
      const decided: [string, boolean][] = [];
      for (const key of dirty) {
        const { fieldId: ruleIndex, copy } = parseCopyFieldId(key);
        const rule = rules[Number(ruleIndex)];
        if (!rule) continue;
        evaluatedRules += 1;
        const holds = ruleHolds(rule, copy, values, states);
        if (holds === (holding.get(key) === true)) continue;
        decided.push([key, holds]);
        for (const target of rule.targets) touched.add(target.inSection && copy !== null ? copyFieldId(target.fieldId, copy) : target.fieldId);
      }
      for (const [key, holds] of decided) holding.set(key, holds);
      const next = new Set<string>();
      for (const key of touched) {
        const resolved = resolve(key);
        const before = states.get(key);
        if (!resolved || !before) continue;
        const after = stateOf(resolved.info, resolved.copy, holding, copies);
        if (after.visible === before.visible && after.required === before.required) continue;
        states.set(key, after);
        if (after.visible !== before.visible) {
          for (const instance of instancesReading(resolved.info.field.id, resolved.copy, copies)) next.add(instance);
        }
      }
      dirty = next;
    }
    return { cycled: false, evaluatedRules };
  }

  function evaluate(values: FormValues): RulesEvaluation {
    const found = new Map<string, Set<number>>();
    for (const key of Object.keys(values)) {
      const { fieldId, copy } = parseCopyFieldId(key);
      const section = copy === null ? undefined : fields.get(fieldId)?.section;
      if (copy === null || !section?.multiple) continue;
      const set = found.get(section.id) ?? new Set<number>();
      set.add(copy);
      found.set(section.id, set);
    }
    const copies = new Map<string, readonly number[]>();
    for (const sectionId of repeatableSections.keys()) copies.set(sectionId, [...(found.get(sectionId) ?? [])].sort((a, b) => a - b));

    const holding = new Map<string, boolean>();
    rules.forEach((rule, index) => {
      if (rule.sectionId === null) holding.set(instanceKey(index, null), false);
      else for (const copy of copies.get(rule.sectionId) ?? []) holding.set(instanceKey(index, copy), false);
    });
    const states = new Map<string, FieldState>();
    for (const info of fields.values()) {
      if (!info.section.multiple) states.set(info.field.id, stateOf(info, null, holding, copies));
      else for (const copy of copies.get(info.section.id) ?? []) states.set(copyFieldId(info.field.id, copy), stateOf(info, copy, holding, copies));
    }
    const result = propagate(values, states, holding, copies, [...holding.keys()]);
    return { states, holding, copies, cycled: result.cycled || cyclic.size > 0, evaluatedRules: result.evaluatedRules };
  }

  function update(previous: RulesEvaluation, values: FormValues, changedFieldId: string): RulesEvaluation {
    const resolved = resolve(changedFieldId);
    if (!resolved) {
      // A copy id not known yet means copies were added: the rule instances change with them.
      const { fieldId } = parseCopyFieldId(changedFieldId);
      return fields.has(fieldId) ? evaluate(values) : { ...previous, evaluatedRules: 0 };
    }
    if (cyclic.size > 0 || !previous.states.has(changedFieldId)) return evaluate(values);
    const states = new Map(previous.states);
    const holding = new Map(previous.holding);
    const dirty = instancesReading(resolved.info.field.id, resolved.copy, previous.copies);
    const result = propagate(values, states, holding, previous.copies, dirty);
    return { states, holding, copies: previous.copies, cycled: result.cycled, evaluatedRules: result.evaluatedRules };
  }

  return { evaluate, update, cyclicRuleIds };
}
