"""Help and usage text for `argparse` (imported by it; not a public module).

The formatter records what the parser hands it into a small layout tree (text blocks, usage
blocks, argument rows and nested sections) and lays the tree out only when `format_help` is
asked, because the column where help texts start depends on every row added.  The usage line
is assembled from per-argument words, with mutually exclusive groups marked by brackets or
parentheses, and is wrapped in CPython 3.11's way when it is too wide.  The marker constants
live here, at the bottom of the argparse layers, and `argparse` re-exports them.
"""

import os as _os
import re as _re

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."

_ASCII_SPACE_RUN = _re.compile("[ \t\n\r\f\v]+")
_BLANK_LINES = _re.compile("\n{3,}")
# Tidying of the joined usage words: a bracket's inner padding goes, empty pairs vanish.
_USAGE_TIDY = ((_re.compile(r"([(\[]) "), r"\1"), (_re.compile(r" ([)\]])"), r"\1"),
               (_re.compile(r"[(\[] *[)\]]"), ""))


def _terminal_width():
    raw = _os.environ.get("COLUMNS", "")
    try:
        cols = int(raw)
    except ValueError:
        cols = 0
    return cols if cols > 0 else 80


def _usage_chunks(text):
    """Cuts a usage string into the pieces the wrapper may move to another line: a bracketed
    or parenthesised run up to a closing mark that ends a word, else a run of non-space."""
    pieces = []
    size = len(text)
    pos = 0
    while pos < size:
        if text[pos].isspace():
            pos += 1
            continue
        stop = -1
        opener = text[pos]
        if opener in "([":
            closer = ")" if opener == "(" else "]"
            scan = pos + 1
            while scan < size and text[scan] != "\n":
                if text[scan] != closer:
                    scan += 1
                    continue
                run_end = scan
                while run_end < size and text[run_end] == closer:
                    run_end += 1
                if run_end == size or text[run_end].isspace():
                    stop = run_end
                    break
                scan = run_end
        if stop < 0:
            stop = pos
            while stop < size and not text[stop].isspace():
                stop += 1
        pieces.append(text[pos:stop])
        pos = stop
    return pieces


def _fill_rows(words, room, start_used, lead):
    """Greedy line filling: `start_used` is how much the first row already holds (less the
    separating space); later rows begin with `lead`."""
    rows = []
    row = []
    used = start_used
    for word in words:
        if row and used + 1 + len(word) > room:
            rows.append(row)
            row = []
            used = len(lead) - 1
        row.append(word)
        used += 1 + len(word)
    if row:
        rows.append(row)
    return [" ".join(r) for r in rows]


class HelpFormatter:
    """Lays out a parser's usage and help.  Only the class name is public; the underscore
    methods are the hooks the documented subclasses (and programs) override."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_width() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._width = width
        floor = max(width - 20, 2 * indent_increment)
        self._max_help_position = min(max_help_position, floor)
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._tree = []
        self._open = [self._tree]

    # indentation is tracked both while items are added (for the column) and while laid out
    def _indent(self):
        self._level += 1
        self._current_indent += self._indent_increment

    def _dedent(self):
        self._level -= 1
        self._current_indent -= self._indent_increment

    # --- recording ---------------------------------------------------------------------------
    def start_section(self, heading):
        self._indent()
        children = []
        self._open[-1].append(("section", heading, children))
        self._open.append(children)

    def end_section(self):
        if len(self._open) > 1:
            self._open.pop()
        self._dedent()

    def add_text(self, text):
        if text is None or text is SUPPRESS:
            return
        self._open[-1].append(("text", text))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is SUPPRESS:
            return
        self._open[-1].append(("usage", (usage, actions, groups, prefix)))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        widest = len(self._format_action_invocation(action))
        for sub in self._iter_indented_subactions(action):
            widest = max(widest, len(self._format_action_invocation(sub)))
        self._action_max_length = max(self._action_max_length, widest + self._current_indent)
        self._open[-1].append(("argument", action))

    def add_arguments(self, actions):
        """add_argument for each of `actions`."""
        for action in actions:
            self.add_argument(action)

    # --- layout ------------------------------------------------------------------------------
    def format_help(self):
        text = self._render(self._tree)
        if not text:
            return text
        return _BLANK_LINES.sub("\n\n", text).strip("\n") + "\n"

    def _render(self, nodes):
        out = []
        for node in nodes:
            kind = node[0]
            if kind == "section":
                out.append(self._render_section(node[1], node[2]))
            elif kind == "text":
                out.append(self._format_text(node[1]))
            elif kind == "usage":
                out.append(self._format_usage(*node[1]))
            else:
                out.append(self._format_action(node[1]))
        return "".join(piece for piece in out if piece and piece is not SUPPRESS)

    def _render_section(self, heading, nodes):
        self._indent()
        body = self._render(nodes)
        self._dedent()
        if not body:
            return ""
        title = ""
        if heading is not None and heading is not SUPPRESS:
            title = " " * self._current_indent + "%s:\n" % (heading,)
        return "\n" + title + body + "\n"

    def _join_parts(self, part_strings):
        return "".join(p for p in part_strings if p and p is not SUPPRESS)

    # --- usage -------------------------------------------------------------------------------
    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        if usage is not None:
            body = usage % {"prog": self._prog}
        elif not actions:
            body = "%s" % (self._prog,)
        else:
            body = self._compose_usage(prefix, actions, groups)
        return prefix + body + "\n\n"

    def _compose_usage(self, prefix, actions, groups):
        prog = "%s" % (self._prog,)
        flagged = [a for a in actions if a.option_strings]
        bare = [a for a in actions if not a.option_strings]
        everything = self._format_actions_usage(flagged + bare, groups)
        one_line = prog + " " + everything if everything else prog
        room = self._width - self._current_indent
        if len(prefix) + len(one_line) <= room:
            return one_line
        opt_words = _usage_chunks(self._format_actions_usage(flagged, groups))
        pos_words = _usage_chunks(self._format_actions_usage(bare, groups))
        if len(prefix) + len(prog) <= 0.75 * room:
            # the words hang under the program name
            lead = " " * (len(prefix) + len(prog) + 1)
            if opt_words:
                head = _fill_rows([prog] + opt_words, room, len(prefix) - 1, lead)
                tail = _fill_rows(pos_words, room, len(lead) - 1, lead)
            elif pos_words:
                head = _fill_rows([prog] + pos_words, room, len(prefix) - 1, lead)
                tail = []
            else:
                head, tail = [prog], []
            return "\n".join(head[:1] + [lead + r for r in head[1:] + tail])
        # a long program name gets a line of its own; the words go under "usage: "
        lead = " " * len(prefix)
        rows = _fill_rows(opt_words + pos_words, room, len(lead) - 1, lead)
        if len(rows) > 1:
            rows = (_fill_rows(opt_words, room, len(lead) - 1, lead)
                    + _fill_rows(pos_words, room, len(lead) - 1, lead))
        return "\n".join([prog] + [lead + r for r in rows])

    def _format_actions_usage(self, actions, groups):
        # marks[i]: what goes before actions[i] (index len(actions): after the last one)
        marks = {}
        grouped = set()
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f"empty group {group}")
            if members[0] not in actions:
                continue
            first = actions.index(members[0])
            last = first + len(members)
            if actions[first:last] != members:
                continue
            grouped.update(members)
            shown = sum(1 for a in members if a.help is not SUPPRESS)
            pair = "[]" if not group.required else ("()" if shown > 1 else None)
            if pair is not None:
                marks[first] = marks[first] + " " + pair[0] if first in marks else pair[0]
                marks[last] = marks[last] + pair[1] if last in marks else pair[1]
            for inner in range(first + 1, last):
                marks[inner] = "|"
        words = []
        for index, action in enumerate(actions):
            if action.help is SUPPRESS:
                if marks.get(index) == "|":
                    del marks[index]
                elif marks.get(index + 1) == "|":
                    del marks[index + 1]
                words.append(None)
            else:
                words.append(self._usage_word(action, action in grouped))
        seq = []
        for index in range(len(actions) + 1):
            if index in marks:
                seq.append(marks[index])
            if index < len(actions) and words[index] is not None:
                seq.append(words[index])
        text = " ".join(seq)
        for pattern, repl in _USAGE_TIDY:
            text = pattern.sub(repl, text)
        return text.strip()

    def _usage_word(self, action, in_group):
        if not action.option_strings:
            word = self._format_args(action, self._get_default_metavar_for_positional(action))
            if in_group and word.startswith("[") and word.endswith("]"):
                word = word[1:-1]
            return word
        if action.nargs == 0:
            word = action.format_usage()
        else:
            metavars = self._format_args(action, self._get_default_metavar_for_optional(action))
            word = action.option_strings[0] + " " + metavars
        if action.required or in_group:
            return word
        return "[" + word + "]"

    # --- text and argument rows --------------------------------------------------------------
    def _format_text(self, text):
        if "%(prog)" in text:
            text = text % {"prog": self._prog}
        margin = " " * self._current_indent
        return self._fill_text(text, max(self._width - self._current_indent, 11), margin) + "\n\n"

    def _format_action(self, action):
        column = min(self._action_max_length + 2, self._max_help_position)
        text_room = max(self._width - column, 11)
        name_room = column - self._current_indent - 2
        margin = " " * self._current_indent
        head = self._format_action_invocation(action)
        out = []
        if not action.help:
            out.append(margin + head + "\n")
            first_pad = 0
        elif len(head) > name_room:
            out.append(margin + head + "\n")
            first_pad = column
        else:
            out.append(margin + head.ljust(name_room) + "  ")
            first_pad = 0
        if action.help and action.help.strip():
            expanded = self._expand_help(action)
            if expanded:
                for n, line in enumerate(self._split_lines(expanded, text_room)):
                    out.append(" " * (first_pad if n == 0 else column) + line + "\n")
        elif not out[0].endswith("\n"):
            out.append("\n")
        for sub in self._iter_indented_subactions(action):
            out.append(self._format_action(sub))
        return "".join(out)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            fallback = self._get_default_metavar_for_positional(action)
            (name,) = self._metavar_formatter(action, fallback)(1)
            return name
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        values = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ", ".join("%s %s" % (flag, values) for flag in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            chosen = action.metavar
        elif action.choices is not None:
            chosen = "{" + ",".join(str(c) for c in action.choices) + "}"
        else:
            chosen = default_metavar

        def repeat(count):
            return chosen if isinstance(chosen, tuple) else (chosen,) * count
        return repeat

    def _format_args(self, action, default_metavar):
        names = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return "%s" % names(1)
        if nargs == OPTIONAL:
            return "[%s]" % names(1)
        if nargs == ZERO_OR_MORE:
            got = names(1)
            return ("[%s [%s ...]]" if len(got) == 2 else "[%s ...]") % got
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % names(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % names(1)
        if nargs == SUPPRESS:
            return ""
        if not isinstance(nargs, int):
            raise ValueError("invalid nargs value")
        return " ".join(["%s"] * nargs) % names(nargs)

    def _expand_help(self, action):
        fields = {}
        for key, value in list(vars(action).items()) + [("prog", self._prog)]:
            if value is SUPPRESS:
                fields.pop(key, None)
                continue
            fields[key] = value.__name__ if hasattr(value, "__name__") else value
        if fields.get("choices") is not None:
            fields["choices"] = ", ".join(str(c) for c in fields["choices"])
        return self._get_help_string(action) % fields

    def _iter_indented_subactions(self, action):
        lister = getattr(action, "_get_subactions", None)
        if lister is None:
            return
        self._indent()
        yield from lister()
        self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(_ASCII_SPACE_RUN.sub(" ", text).strip(), width)

    def _fill_text(self, text, width, indent):
        import textwrap
        flat = _ASCII_SPACE_RUN.sub(" ", text).strip()
        return textwrap.fill(flat, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        """The help text before its %-fields are filled (subclasses add to it)."""
        return action.help

    def _get_default_metavar_for_positional(self, action):
        """A positional is named by its destination as it is."""
        return action.dest

    def _get_default_metavar_for_optional(self, action):
        """An option's value is named after its destination, in capitals."""
        return action.dest.upper()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Appends each argument's default to its help."""

    def _get_help_string(self, action):
        text = action.help if action.help is not None else ""
        if "%(default)" in text or action.default is SUPPRESS:
            return text
        if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
            text += " (default: %(default)s)"
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names values after their type function."""

    def _get_default_metavar_for_positional(self, action):
        """int, str, ... rather than the destination."""
        return action.type.__name__

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__


class RawDescriptionHelpFormatter(HelpFormatter):
    """Descriptions and epilogs keep their own line breaks."""

    def _fill_text(self, text, width, indent):
        return "".join(indent + row for row in text.splitlines(True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Argument help texts keep their own line breaks too."""

    def _split_lines(self, text, width):
        """The help's own lines, unwrapped."""
        return text.splitlines()
