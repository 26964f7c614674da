"""argparse (CPython 3.11's documented surface): ArgumentParser (prog, usage, description,
epilog, parents, formatter_class, prefix_chars, argument_default, conflict_handler 'error' or
'resolve', add_help, allow_abbrev, exit_on_error), add_argument with the built-in actions
(store, store_const, store_true, store_false, append, append_const, extend, count, help,
version, BooleanOptionalAction) or an Action subclass, nargs (N, ?, *, +, REMAINDER), const,
default, type, choices, required, help, metavar, dest; argument groups, mutually exclusive
groups, subparsers, parse_args / parse_known_args, Namespace, the help formatters, CPython's
messages (usage and `prog: error: ...` on stderr, exit status 2), ArgumentError,
ArgumentTypeError, FileType.

Written from the documentation and by observing CPython.  The module is layered: the markers
and the help formatters live in `_argparse_help`, the matching of words to arguments in
`_argparse_parse`; this file holds the actions, the containers and the parser.  Not provided
(NotImplementedError): fromfile_prefix_chars when a word uses it, parse_intermixed_args and
parse_known_intermixed_args.  The help width is $COLUMNS (else 80) less 2, as CPython's off a
terminal.
"""

import os as _os
import sys as _sys

from _argparse_help import (SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER, REMAINDER,
                            HelpFormatter, RawDescriptionHelpFormatter, RawTextHelpFormatter,
                            ArgumentDefaultsHelpFormatter, MetavarTypeHelpFormatter)
from _argparse_parse import (ArgumentError, ArgumentTypeError, FileType, _ParsingEngine,
                             _get_action_name, _UNRECOGNIZED_ARGS_ATTR, _NEGATIVE_NUMBER)

__all__ = ["ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction",
           "FileType", "HelpFormatter", "ArgumentDefaultsHelpFormatter",
           "RawDescriptionHelpFormatter", "RawTextHelpFormatter", "MetavarTypeHelpFormatter",
           "Namespace", "Action", "ONE_OR_MORE", "OPTIONAL", "PARSER", "REMAINDER", "SUPPRESS",
           "ZERO_OR_MORE"]

for _cls in (HelpFormatter, RawDescriptionHelpFormatter, RawTextHelpFormatter,
             ArgumentDefaultsHelpFormatter, MetavarTypeHelpFormatter, ArgumentError,
             ArgumentTypeError, FileType):
    _cls.__module__ = "argparse"


class _AttributeHolder:
    """A repr of the form Name(positional..., key=value..., **{odd keys})."""

    def __repr__(self):
        shown = [repr(value) for value in self._get_args()]
        odd = {}
        for key, value in self._get_kwargs():
            if key.isidentifier():
                shown.append("%s=%r" % (key, value))
            else:
                odd[key] = value
        if odd:
            shown.append("**" + repr(odd))
        return type(self).__name__ + "(" + ", ".join(shown) + ")"

    def _get_args(self):
        """The positional part of the repr (none here)."""
        return []

    def _get_kwargs(self):
        return [(key, value) for key, value in vars(self).items()]


class Namespace(_AttributeHolder):
    """The object parse_args fills: one attribute per destination."""

    def __init__(self, **kwargs):
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __eq__(self, other):
        return vars(self) == vars(other) if isinstance(other, Namespace) else NotImplemented

    def __contains__(self, key):
        return key in vars(self)


# --- actions ------------------------------------------------------------------------------

_ACTION_FIELDS = ("option_strings", "dest", "nargs", "const", "default", "type", "choices",
                  "required", "help", "metavar")


class Action(_AttributeHolder):
    """What one argument does when it is met: subclasses define __call__."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        given = dict(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                     default=default, type=type, choices=choices, required=required,
                     help=help, metavar=metavar)
        for field in _ACTION_FIELDS:
            setattr(self, field, given[field])

    def _get_kwargs(self):
        return [(field, getattr(self, field)) for field in _ACTION_FIELDS]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(".__call__() not defined")

    def format_usage(self):
        """The word standing for this option in a usage line."""
        return self.option_strings[0]


def _copy_items(items):
    """A copy of what an append-like destination holds, so a shared default stays intact."""
    if type(items) is list:
        return items[:]
    if items is None:
        return []
    from copy import copy as shallow
    return shallow(items)


def _check_value_taking(nargs, const, zero_message):
    if nargs == 0:
        raise ValueError(zero_message)
    if const is not None and nargs != OPTIONAL:
        raise ValueError("nargs must be %r to supply const" % OPTIONAL)


class _Recording(Action):
    """The actions that only update their destination: `_combine(previous, values)` gives
    the new value (previous is None when the namespace has none yet)."""

    def __call__(self, parser, namespace, values, option_string=None):
        previous = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, self._combine(previous, values))

    def _combine(self, previous, values):
        return values


_STORE_ZERO = ("nargs for store actions must be != 0; if you have nothing to store, actions "
               "such as store true or store const may be more appropriate")
_APPEND_ZERO = ("nargs for append actions must be != 0; if arg strings are not supplying the "
                "value to append, the append const action may be more appropriate")


class _StoreAction(_Recording):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        _check_value_taking(nargs, const, _STORE_ZERO)
        Action.__init__(self, option_strings, dest, nargs, const, default, type, choices,
                        required, help, metavar)


class _StoreConstAction(_Recording):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const, default=default,
                        required=required, help=help)

    def _combine(self, previous, values):
        return self.const


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, False, default, required, help)


class _AppendAction(_Recording):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        _check_value_taking(nargs, const, _APPEND_ZERO)
        Action.__init__(self, option_strings, dest, nargs, const, default, type, choices,
                        required, help, metavar)

    def _combine(self, previous, values):
        return self._grown(previous, [values])

    @staticmethod
    def _grown(previous, extra):
        items = _copy_items(previous)
        items.extend(extra)
        return items


class _AppendConstAction(_Recording):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const, default=default,
                        required=required, help=help, metavar=metavar)

    def _combine(self, previous, values):
        return _AppendAction._grown(previous, [self.const])


class _ExtendAction(_AppendAction):
    def _combine(self, previous, values):
        return self._grown(previous, values)


class _CountAction(_Recording):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default,
                        required=required, help=help)

    def _combine(self, previous, values):
        return 1 if previous is None else previous + 1


class _Informing(Action):
    """help and version: show something on stdout, then leave through parser.exit()."""

    def __call__(self, parser, namespace, values, option_string=None):
        self._show(parser)
        parser.exit()


class _HelpAction(_Informing):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default, help=help)

    def _show(self, parser):
        parser.print_help()


class _VersionAction(_Informing):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        Action.__init__(self, option_strings, dest, nargs=0, default=default, help=help)
        self.version = version

    def _show(self, parser):
        layout = parser._get_formatter()
        layout.add_text(parser.version if self.version is None else self.version)
        parser._print_message(layout.format_help(), _sys.stdout)


class BooleanOptionalAction(Action):
    """--flag stores True, --no-flag stores False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        spelled = []
        for flag in option_strings:
            spelled.append(flag)
            if flag.startswith("--"):
                spelled.append("--no-" + flag[2:])
        super().__init__(spelled, dest, nargs=0, default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith("--no-"))

    def format_usage(self):
        return " | ".join(self.option_strings)


class _SubParsersAction(Action):
    """The positional that picks a sub-command and hands it the remaining words."""

    class _ChoicesPseudoAction(Action):
        def __init__(self, name, aliases, help):
            label = name + (" (%s)" % ", ".join(aliases) if aliases else "")
            super().__init__(option_strings=[], dest=name, help=help, metavar=label)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._name_parser_map = {}
        self._prog_prefix = prog
        self._choices_actions = []
        self._parser_class = parser_class
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required, help=help,
                         metavar=metavar)

    def _get_subactions(self):
        """The rows the help lists under this argument: one per sub-command given help=."""
        return self._choices_actions

    def add_parser(self, name, **kwargs):
        """A new parser for the sub-command `name` (keywords: aliases, help, and those of
        the parser class)."""
        if kwargs.get("prog") is None:
            kwargs["prog"] = "%s %s" % (self._prog_prefix, name)
        aliases = kwargs.pop("aliases", ())
        if name in self._name_parser_map:
            raise ArgumentError(self, "conflicting subparser: %s" % name)
        clash = [a for a in aliases if a in self._name_parser_map]
        if clash:
            raise ArgumentError(self, "conflicting subparser alias: %s" % clash[0])
        if "help" in kwargs:
            entry = self._ChoicesPseudoAction(name, aliases, kwargs.pop("help"))
            self._choices_actions.append(entry)
        parser = self._parser_class(**kwargs)
        for key in (name,) + tuple(aliases):
            self._name_parser_map[key] = parser
        return parser

    def __call__(self, parser, namespace, values, option_string=None):
        chosen, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, chosen)
        if chosen not in self._name_parser_map:
            raise ArgumentError(self, "unknown parser %r (choices: %s)"
                                % (chosen, ", ".join(self._name_parser_map)))
        inner, leftover = self._name_parser_map[chosen].parse_known_args(rest, None)
        for key, value in vars(inner).items():
            setattr(namespace, key, value)
        if leftover:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, []).extend(leftover)


# The registry every container starts with: action name -> class.
_BUILTIN_ACTIONS = {None: _StoreAction, "store": _StoreAction, "store_const": _StoreConstAction,
                    "store_true": _StoreTrueAction, "store_false": _StoreFalseAction,
                    "append": _AppendAction, "append_const": _AppendConstAction,
                    "count": _CountAction, "help": _HelpAction, "version": _VersionAction,
                    "parsers": _SubParsersAction, "extend": _ExtendAction}


# --- containers: the parser and its groups share one store of actions ---------------------

class _ActionsContainer:
    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.prefix_chars = prefix_chars
        self.description = description
        self.conflict_handler = conflict_handler
        self.argument_default = argument_default
        self._registries = {"action": dict(_BUILTIN_ACTIONS)}
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _NEGATIVE_NUMBER
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries.get(registry_name, {}).get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in [a for a in self._actions if a.dest in kwargs]:
            action.default = kwargs[action.dest]

    def get_default(self, dest):
        owners = [a for a in self._actions if a.dest == dest and a.default is not None]
        return owners[0].default if owners else self._defaults.get(dest)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ...) for a positional, add_argument(flag, ..., flag) for an
        option; the keywords are the Action's fields plus action=."""
        is_positional = not args or (len(args) == 1 and args[0][0] not in self.prefix_chars)
        if is_positional:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if "default" not in kwargs:
            if kwargs["dest"] in self._defaults:
                kwargs["default"] = self._defaults[kwargs["dest"]]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        factory = self._pop_action_class(kwargs)
        if not callable(factory):
            raise ValueError('unknown action "%s"' % (factory,))
        action = factory(**kwargs)
        converter = self._registry_get("type", action.type, action.type)
        if not callable(converter):
            raise ValueError("%r is not callable" % (converter,))
        if converter is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed"
                             % (converter,))
        make_layout = getattr(self, "_get_formatter", None)
        if make_layout is not None:
            # a metavar tuple of the wrong length shows up as a formatting TypeError
            try:
                make_layout()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs") from None
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        made = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(made)
        return made

    def add_mutually_exclusive_group(self, **kwargs):
        made = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(made)
        return made

    def _remove_action(self, action):
        """Forgets an action (conflict_handler='resolve' drops one left without flags)."""
        self._actions.remove(action)

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for flag in action.option_strings:
            self._option_string_actions[flag] = action
            if (self._negative_number_matcher.match(flag)
                    and not self._has_negative_number_optionals):
                self._has_negative_number_optionals.append(True)
        return action

    def _add_container_actions(self, container):
        """Copies a parent parser's arguments, into groups of the same titles."""
        by_title = {}
        for group in self._action_groups:
            if group.title in by_title:
                raise ValueError("cannot merge actions - two groups are named %r"
                                 % (group.title,))
            by_title[group.title] = group
        destination = {}
        for group in container._action_groups:
            if group.title not in by_title:
                by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                destination[action] = by_title[group.title]
        for group in container._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                destination[action] = twin
        for action in container._actions:
            destination.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get("nargs")
        if nargs not in (OPTIONAL, ZERO_OR_MORE) or (nargs == ZERO_OR_MORE
                                                     and "default" not in kwargs):
            kwargs["required"] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        marks = self.prefix_chars
        for flag in args:
            if flag[0] not in marks:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (flag, marks))
        dest = kwargs.pop("dest", None)
        if dest is None:
            doubled = [f for f in args if len(f) > 1 and f[1] in marks]
            dest = (doubled or list(args))[0].lstrip(marks)
            if not dest:
                raise ValueError("dest= is required for options like %r" % (args[-1],))
            dest = dest.replace("-", "_")
        return dict(kwargs, dest=dest, option_strings=list(args))

    def _pop_action_class(self, kwargs, default=None):
        chosen = kwargs.pop("action", default)
        return self._registry_get("action", chosen, chosen)

    def _get_handler(self):
        handler = getattr(self, "_handle_conflict_%s" % (self.conflict_handler,), None)
        if handler is None:
            raise ValueError("invalid conflict_resolution value: %r" % (self.conflict_handler,))
        return handler

    def _check_conflict(self, action):
        clashes = [(flag, self._option_string_actions[flag]) for flag in action.option_strings
                   if flag in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        template = ("conflicting option string: %s" if len(conflicting_actions) == 1
                    else "conflicting option strings: %s")
        raise ArgumentError(action, template % ", ".join(f for f, _ in conflicting_actions))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        # the newer argument wins the flag; an older one left without flags goes away
        for flag, older in conflicting_actions:
            older.option_strings.remove(flag)
            self._option_string_actions.pop(flag, None)
            if not older.option_strings:
                older.container._remove_action(older)


class _ArgumentGroup(_ActionsContainer):
    def __init__(self, container, title=None, description=None, **kwargs):
        for key in ("conflict_handler", "prefix_chars", "argument_default"):
            kwargs.setdefault(key, getattr(container, key))
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        for shared in ("_registries", "_actions", "_option_string_actions", "_defaults",
                       "_has_negative_number_optionals", "_mutually_exclusive_groups"):
            setattr(self, shared, getattr(container, shared))

    def _add_action(self, action):
        added = super()._add_action(action)
        self._group_actions.append(added)
        return added

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        super().__init__(container)
        self._container = container
        self.required = required

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        added = self._container._add_action(action)
        self._group_actions.append(added)
        return added

    def _remove_action(self, action):
        for drop in (self._container._remove_action, self._group_actions.remove):
            drop(action)


class ArgumentParser(_AttributeHolder, _ParsingEngine, _ActionsContainer):
    """Reads a command line into a Namespace, with usage and help built from its arguments."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        _ActionsContainer.__init__(self, description=description, prefix_chars=prefix_chars,
                                   argument_default=argument_default,
                                   conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0]) if _sys.argv else "<program>"
        self.prog, self.usage, self.epilog = prog, usage, epilog
        self.formatter_class = formatter_class
        self.add_help, self.allow_abbrev = add_help, allow_abbrev
        self.exit_on_error = exit_on_error
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        self._subparsers = None
        self.register("type", None, _identity)
        if add_help:
            mark = "-" if "-" in prefix_chars else prefix_chars[0]
            self.add_argument(mark + "h", mark * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(getattr(parent, "_defaults", {}))

    def _get_kwargs(self):
        shown = ("prog", "usage", "description", "formatter_class", "conflict_handler",
                 "add_help")
        return [(key, getattr(self, key)) for key in shown]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        kwargs.setdefault("parser_class", type(self))
        if "title" in kwargs or "description" in kwargs:
            heading = kwargs.pop("title", "subcommands")
            self._subparsers = self.add_argument_group(heading, kwargs.pop("description", None))
        else:
            self._subparsers = self._positionals
        if kwargs.get("prog") is None:
            # sub-commands are named after this parser's usage up to its positionals
            layout = self._get_formatter()
            layout.add_usage(self.usage, self._get_positional_actions(),
                             self._mutually_exclusive_groups, "")
            kwargs["prog"] = layout.format_help().strip()
        factory = self._pop_action_class(kwargs, "parsers")
        action = factory(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        home = self._optionals if action.option_strings else self._positionals
        home._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # --- parsing -------------------------------------------------------------------------
    def parse_args(self, args=None, namespace=None):
        namespace, leftover = self.parse_known_args(args, namespace)
        if leftover:
            self.error("unrecognized arguments: %s" % " ".join(leftover))
        return namespace

    def parse_known_args(self, args=None, namespace=None):
        words = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        self._refuse_fromfile(words)
        for action in self._actions:
            if (action.dest is not SUPPRESS and action.default is not SUPPRESS
                    and not hasattr(namespace, action.dest)):
                setattr(namespace, action.dest, action.default)
        for dest, value in self._defaults.items():
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)
        try:
            namespace, leftover = self._parse_known_args(words, namespace)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        stray = vars(namespace).pop(_UNRECOGNIZED_ARGS_ATTR, None)
        if stray:
            leftover.extend(stray)
        return namespace, leftover

    def _refuse_fromfile(self, words):
        marks = self.fromfile_prefix_chars
        if marks and any(w[:1] and w[0] in marks for w in words):
            raise NotImplementedError("argparse: fromfile_prefix_chars (reading arguments "
                                      "from a file) is not provided")

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        # CPython's: the optionals first with the positionals switched off, then the positionals
        # from what is left with no optional required.
        positionals = self._get_positional_actions()
        bad = [a for a in positionals if a.nargs in (PARSER, REMAINDER)]
        if bad:
            raise TypeError("parse_intermixed_args: positional arg with nargs=%s" % bad[0].nargs)
        if [a for g in self._mutually_exclusive_groups for a in g._group_actions
                if a in positionals]:
            raise TypeError("parse_intermixed_args: positional in mutuallyExclusiveGroup")
        save_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[7:]
            saved = [(a, a.nargs, a.default) for a in positionals]
            try:
                for a in positionals:
                    a.nargs = a.default = SUPPRESS
                namespace, remaining = self.parse_known_args(args, namespace)
                for a in positionals:
                    if getattr(namespace, a.dest, None) == []:
                        import warnings
                        warnings.warn("Do not expect %s in %s" % (a.dest, namespace))
                        delattr(namespace, a.dest)
            finally:
                for a, nargs, default in saved:
                    a.nargs, a.default = nargs, default
            reqs = [(x, x.required) for x in self._get_optional_actions()
                    + self._mutually_exclusive_groups]
            try:
                for x, _ in reqs:
                    x.required = False
                namespace, extras = self.parse_known_args(remaining, namespace)
            finally:
                for x, req in reqs:
                    x.required = req
        finally:
            self.usage = save_usage
        return namespace, extras

    def convert_arg_line_to_args(self, arg_line):
        """One argument per line of an argument file (kept for subclasses; reading such
        files is not provided)."""
        return [arg_line]

    # --- help and exiting ----------------------------------------------------------------
    def format_usage(self):
        layout = self._get_formatter()
        layout.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return layout.format_help()

    def format_help(self):
        layout = self._get_formatter()
        layout.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        layout.add_text(self.description)
        for group in self._action_groups:
            layout.start_section(group.title)
            layout.add_text(group.description)
            layout.add_arguments(group._group_actions)
            layout.end_section()
        layout.add_text(self.epilog)
        return layout.format_help()

    def _get_formatter(self):
        """A fresh formatter of the parser's formatter_class."""
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        if not message:
            return
        try:
            (_sys.stderr if file is None else file).write(message)
        except (AttributeError, OSError):
            pass

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))

    def exit(self, status=0, message=None):
        """Leaves through SystemExit(status), first writing `message` (if any) to stderr."""
        if message:
            self._print_message(message, _sys.stderr)
        raise SystemExit(status)


def _identity(string):
    return string
