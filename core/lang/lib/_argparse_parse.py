"""The command-line matching engine of `argparse` (imported by it; not a public module).

Each command-line word is first given a kind: "O" for a word that names an option (or looks
like one), "A" for a value, "-" for the first "--" (every word after it is a value).  An
argument's nargs then describes which runs of kinds it may swallow: a least and a most number
of values, whether option-like words may be swallowed, and whether the "--" mark may sit
among them (only for positionals).  Options take the longest run they can; a row of
positionals is fitted by backtracking, earlier ones taking the longest runs that still let
the later ones fit, and when the whole row cannot fit, the longest leading part that can.
"""

import re as _re
import sys as _sys

from _argparse_help import SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER, REMAINDER

_UNRECOGNIZED_ARGS_ATTR = "_unrecognized_args"
_NEGATIVE_NUMBER = _re.compile(r"^-(?:\d+|\d*\.\d+)$")

# nargs -> (fewest values, most values or None, may option-like words be values)
_SHAPES = {None: (1, 1, False), OPTIONAL: (0, 1, False), ZERO_OR_MORE: (0, None, False),
           ONE_OR_MORE: (1, None, False), REMAINDER: (0, None, True), PARSER: (1, None, True),
           SUPPRESS: (0, 0, False)}

_ARITY_MESSAGES = {None: "expected one argument", OPTIONAL: "expected at most one argument",
                   ONE_OR_MORE: "expected at least one argument"}


def _get_action_name(argument):
    """How an error message names an argument."""
    if argument is None:
        return None
    if argument.option_strings:
        return "/".join(argument.option_strings)
    for label in (argument.metavar, argument.dest):
        if label is not None and label is not SUPPRESS:
            return label
    if argument.choices:
        return "{%s}" % ",".join(argument.choices)
    return None


class ArgumentTypeError(Exception):
    """Raised by a type function to have its message reported as the argument's error."""


class ArgumentError(Exception):
    """A problem with one argument (or with the command line, when it names none)."""

    def __init__(self, argument, message):
        self.message = message
        self.argument_name = _get_action_name(argument)

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class FileType:
    """A type= factory opening the named file ('-' means the standard stream)."""

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize = mode, bufsize
        self._encoding, self._errors = encoding, errors

    def __call__(self, string):
        binary = "b" in self._mode
        if string == "-":
            if "r" in self._mode:
                return _sys.stdin.buffer if binary else _sys.stdin
            if any(c in self._mode for c in "wax"):
                return _sys.stdout.buffer if binary else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as err:
            raise ArgumentTypeError("can't open '%s': %s" % (string, err))

    def __repr__(self):
        shown = [repr(v) for v in (self._mode, self._bufsize) if v != -1]
        shown += ["%s=%r" % (k, v) for k, v in (("encoding", self._encoding),
                                                 ("errors", self._errors)) if v is not None]
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))


def _span_lengths(nargs, kinds, start, is_positional):
    """The lengths of the runs of `kinds` from `start` that an argument with this nargs may
    take, longest first."""
    shape = _SHAPES.get(nargs) if isinstance(nargs, (str, type(None))) else None
    if shape is None:
        shape = (nargs, nargs, False)
    fewest, most, takes_options = shape
    lengths = [0] if fewest <= 0 else []
    taken = 0
    at = start
    end = len(kinds)
    while at < end:
        kind = kinds[at]
        if kind == "-":
            if not is_positional:
                break
        elif kind == "A" or (kind == "O" and takes_options
                             and (taken or nargs == REMAINDER)):
            if most is not None and taken >= most:
                break
            taken += 1
        else:
            break
        at += 1
        if taken >= fewest:
            lengths.append(at - start)
    lengths.reverse()
    return lengths


class _ParsingEngine:
    """Mixed into ArgumentParser: turns the words into actions called on a namespace."""

    def _match_argument(self, action, arg_strings_pattern, start=0):
        lengths = _span_lengths(action.nargs, arg_strings_pattern, start,
                                not action.option_strings)
        if lengths:
            return lengths[0]
        count = action.nargs
        message = _ARITY_MESSAGES.get(count) if not isinstance(count, int) else None
        if message is None:
            message = "expected %s argument%s" % (count, "" if count == 1 else "s")
        raise ArgumentError(action, message)

    def _match_arguments_partial(self, actions, arg_strings_pattern, start=0):
        for size in range(len(actions), 0, -1):
            fitted = _fit_row(actions[:size], arg_strings_pattern, start)
            if fitted is not None:
                return fitted
        return []

    def _parse_known_args(self, arg_strings, namespace):
        rivals = {}
        for group in self._mutually_exclusive_groups:
            members = group._group_actions
            for n, member in enumerate(members):
                rivals.setdefault(member, []).extend(members[:n] + members[n + 1:])

        found = {}
        kinds = []
        literal = False
        for n, word in enumerate(arg_strings):
            if literal:
                kinds.append("A")
            elif word == "--":
                kinds.append("-")
                literal = True
            else:
                hit = self._parse_optional(word)
                if hit is not None:
                    found[n] = hit
                kinds.append("A" if hit is None else "O")
        kinds = "".join(kinds)

        extras = []
        seen = set()
        changed = set()

        def apply(action, strings, flag=None):
            seen.add(action)
            value = self._get_values(action, strings)
            if value is not action.default:
                changed.add(action)
                for other in rivals.get(action, ()):
                    if other in changed:
                        raise ArgumentError(action, "not allowed with argument %s"
                                            % _get_action_name(other))
            if value is not SUPPRESS:
                action(self, namespace, value, flag)

        def take_option(index):
            action, flag, attached = found[index]
            batch = []
            while True:
                if action is None:
                    extras.append(arg_strings[index])
                    return index + 1
                if attached is None:
                    begin = index + 1
                    width = self._match_argument(action, kinds, begin)
                    batch.append((action, arg_strings[begin:begin + width], flag))
                    finish = begin + width
                    break
                wants = self._match_argument(action, "A")
                if wants == 1:
                    batch.append((action, [attached], flag))
                    finish = index + 1
                    break
                if wants == 0 and flag[1] not in self.prefix_chars and attached != "":
                    # a cluster of single-letter flags: "-xvf" is "-x -v -f"
                    batch.append((action, [], flag))
                    flag = flag[0] + attached[0]
                    following = self._option_string_actions.get(flag)
                    if following is None:
                        raise ArgumentError(action, "ignored explicit argument %r" % attached)
                    action = following
                    attached = attached[1:] or None
                    continue
                raise ArgumentError(action, "ignored explicit argument %r" % attached)
            for act, strings, fl in batch:
                apply(act, strings, fl)
            return finish

        waiting = self._get_positional_actions()

        def take_positionals(index):
            widths = self._match_arguments_partial(waiting, kinds, index)
            for act, width in zip(waiting[:len(widths)], widths):
                apply(act, arg_strings[index:index + width])
                index += width
            del waiting[:len(widths)]
            return index

        marks = sorted(found)
        cursor = 0
        pos = 0
        while True:
            while cursor < len(marks) and marks[cursor] < pos:
                cursor += 1
            if cursor == len(marks):
                break
            upcoming = marks[cursor]
            if pos != upcoming:
                moved = take_positionals(pos)
                if moved > pos:
                    pos = moved
                    continue
                extras.extend(arg_strings[pos:upcoming])
                pos = upcoming
            pos = take_option(pos)
        pos = take_positionals(pos)
        extras.extend(arg_strings[pos:])

        missing = []
        for action in self._actions:
            if action in seen:
                continue
            if action.required:
                missing.append(_get_action_name(action))
            elif (isinstance(action.default, str) and hasattr(namespace, action.dest)
                  and getattr(namespace, action.dest) is action.default):
                setattr(namespace, action.dest, self._get_value(action, action.default))
        if missing:
            self.error("the following arguments are required: %s" % ", ".join(missing))
        for group in self._mutually_exclusive_groups:
            if not group.required or any(a in changed for a in group._group_actions):
                continue
            shown = [_get_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
            self.error("one of the arguments %s is required" % " ".join(shown))
        return namespace, extras

    def _parse_optional(self, arg_string):
        """None for a value; else (action or None, the option string, attached value)."""
        table = self._option_string_actions
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in table:
            return table[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        name, eq, rest = arg_string.partition("=")
        if eq and name in table:
            return table[name], name, rest
        candidates = self._get_option_tuples(arg_string)
        if len(candidates) > 1:
            listed = ", ".join(c[1] for c in candidates)
            self.error("ambiguous option: %s could match %s" % (arg_string, listed))
        if candidates:
            return candidates[0]
        if _NEGATIVE_NUMBER.match(arg_string) and not self._has_negative_number_optionals:
            return None
        if " " in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        """The options an abbreviated (or value-carrying) word could mean."""
        marks = self.prefix_chars
        table = self._option_string_actions
        if option_string[0] not in marks:
            self.error("unexpected option string: %s" % option_string)
        matches = []
        if option_string[1] in marks:
            if not self.allow_abbrev:
                return matches
            stem, eq, rest = option_string.partition("=")
            attached = rest if eq else None
            for known, action in table.items():
                if known.startswith(stem):
                    matches.append((action, known, attached))
            return matches
        short, tail = option_string[:2], option_string[2:]
        for known, action in table.items():
            if known == short:
                matches.append((action, known, tail))
            elif known.startswith(option_string):
                matches.append((action, known, None))
        return matches

    def _get_values(self, action, arg_strings):
        nargs = action.nargs
        if nargs != PARSER and nargs != REMAINDER and "--" in arg_strings:
            arg_strings.remove("--")
        if nargs == OPTIONAL and not arg_strings:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
            return value
        if nargs == ZERO_OR_MORE and not arg_strings and not action.option_strings:
            value = arg_strings if action.default is None else action.default
            self._check_value(action, value)
            return value
        if (nargs is None or nargs == OPTIONAL) and len(arg_strings) == 1:
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
            return value
        if nargs == SUPPRESS:
            return SUPPRESS
        converted = [self._get_value(action, s) for s in arg_strings]
        if nargs == PARSER:
            self._check_value(action, converted[0])
        elif nargs != REMAINDER:
            for item in converted:
                self._check_value(action, item)
        return converted

    def _get_value(self, action, arg_string):
        converter = self._registry_get("type", action.type, action.type)
        if not callable(converter):
            raise ArgumentError(action, "%r is not callable" % (converter,))
        try:
            return converter(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            label = getattr(action.type, "__name__", repr(action.type))
            raise ArgumentError(action, "invalid %s value: %r" % (label, arg_string))

    def _check_value(self, action, value):
        if action.choices is None or value in action.choices:
            return
        allowed = ", ".join(repr(c) for c in action.choices)
        raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, allowed))


def _fit_row(actions, kinds, start):
    """Widths for every action of `actions` in turn from `start`, or None when they cannot
    all fit; earlier actions are offered their longest runs first."""
    dead_ends = set()

    def place(n, at):
        if n == len(actions):
            return []
        if (n, at) in dead_ends:
            return None
        for width in _span_lengths(actions[n].nargs, kinds, at, True):
            rest = place(n + 1, at + width)
            if rest is not None:
                return [width] + rest
        dead_ends.add((n, at))
        return None
    return place(0, start)
