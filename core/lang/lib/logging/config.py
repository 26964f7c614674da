"""logging.config (CPython 3.11's dictConfig schema, written from its documentation): version,
formatters (format, datefmt, style, validate, class, or a '()' factory), filters (name, or a
'()' factory), handlers (class or '()' factory, level, formatter, filters, the other keys as the
constructor's keyword arguments, '.' for attributes set afterwards, 'ext://' values imported),
loggers and root (level, propagate, handlers, filters), incremental (levels and propagation only)
and disable_existing_loggers. fileConfig and listen raise NotImplementedError."""

import logging
import re
import sys

__all__ = ["dictConfig", "fileConfig", "listen", "stopListening", "valid_ident",
           "DictConfigurator", "BaseConfigurator"]

IDENTIFIER = re.compile(r"^[a-z_][a-z0-9_]*$", re.I)


def valid_ident(s):
    if not IDENTIFIER.match(s):
        raise ValueError("Not a valid Python identifier: %r" % s)
    return True


def _resolve(dotted):
    # 'package.module.attr': imported part by part.
    parts = dotted.split(".")
    used = parts.pop(0)
    found = __import__(used)
    for frag in parts:
        used += "." + frag
        try:
            found = getattr(found, frag)
        except AttributeError:
            __import__(used)
            found = getattr(found, frag)
    return found


class BaseConfigurator:
    """Value conversion for configuration dictionaries: 'ext://' imports, 'cfg://' lookups."""

    value_converters = {"ext": "ext_convert", "cfg": "cfg_convert"}
    CONVERT_PATTERN = re.compile(r"^(?P<prefix>[a-z]+)://(?P<suffix>.*)$")

    def __init__(self, config):
        self.config = config

    def resolve(self, s):
        try:
            return _resolve(s)
        except ImportError as e:
            v = ValueError("Cannot resolve %r: %s" % (s, e))
            raise v from e

    def ext_convert(self, value):
        return self.resolve(value)

    def cfg_convert(self, value):
        # cfg://handlers.email or cfg://handlers[email]: a path into the configuration.
        cur = self.config
        for name, key in re.findall(r"([^.\[\]]+)|\[([^\]]+)\]", value):
            part = name or key
            try:
                cur = cur[part]
            except (KeyError, TypeError):
                try:
                    cur = cur[int(part)]
                except (ValueError, KeyError, TypeError, IndexError):
                    raise ValueError("Unable to convert %r at %r" % (value, part)) from None
        return cur

    def convert(self, value):
        if isinstance(value, str):
            m = self.CONVERT_PATTERN.match(value)
            if m:
                converter = self.value_converters.get(m.group("prefix"))
                if converter:
                    return getattr(self, converter)(m.group("suffix"))
        return value

    def configure_custom(self, config):
        config = dict(config)
        factory = config.pop("()")
        if not callable(factory):
            factory = self.resolve(factory)
        props = config.pop(".", None)
        kwargs = {k: self.convert(v) for k, v in config.items() if valid_ident(k)}
        result = factory(**kwargs)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def as_tuple(self, value):
        return tuple(value) if isinstance(value, list) else value


class DictConfigurator(BaseConfigurator):
    """Configures logging from a dictionary in dictConfig's schema."""

    def configure(self):
        config = self.config
        if "version" not in config:
            raise ValueError("dictionary doesn't specify a version")
        if config["version"] != 1:
            raise ValueError("Unsupported version: %s" % config["version"])
        incremental = config.pop("incremental", False)
        logging._acquireLock()
        try:
            if incremental:
                self._configure_incremental(config)
            else:
                self._configure_all(config)
        finally:
            logging._releaseLock()

    def _configure_incremental(self, config):
        for name, hconf in config.get("handlers", {}).items():
            handler = logging._handlers.get(name) if hasattr(logging, "_handlers") else None
            if handler is None:
                raise ValueError("No handler found with name %r" % name)
            if "level" in hconf:
                handler.setLevel(logging._checkLevel(hconf["level"]))
        for name, lconf in config.get("loggers", {}).items():
            self._common_logger(logging.getLogger(name), lconf, True)
            if "propagate" in lconf:
                logging.getLogger(name).propagate = lconf["propagate"]
        if config.get("root"):
            self._common_logger(logging.getLogger(), config["root"], True)

    def _configure_all(self, config):
        disable_existing = config.pop("disable_existing_loggers", True)
        self.formatters = {}
        for name, fconf in config.get("formatters", {}).items():
            try:
                self.formatters[name] = self.configure_formatter(fconf)
            except Exception as e:
                raise ValueError("Unable to configure formatter %r" % name) from e
        self.filters = {}
        for name, fconf in config.get("filters", {}).items():
            try:
                self.filters[name] = self.configure_filter(fconf)
            except Exception as e:
                raise ValueError("Unable to configure filter %r" % name) from e
        root = logging.getLogger()
        for h in list(root.handlers):
            root.removeHandler(h)
        self.handlers = {}
        for name in sorted(config.get("handlers", {})):
            try:
                handler = self.configure_handler(config["handlers"][name])
                handler.name = name
                self.handlers[name] = handler
            except Exception as e:
                raise ValueError("Unable to configure handler %r" % name) from e
        existing = sorted(logging.root.manager.loggerDict)
        configured = set()
        for name, lconf in config.get("loggers", {}).items():
            configured.add(name)
            try:
                self.configure_logger(name, lconf)
            except Exception as e:
                raise ValueError("Unable to configure logger %r" % name) from e
        for name in existing:
            logger = logging.root.manager.loggerDict[name]
            if not isinstance(logger, logging.Logger) or name in configured:
                continue
            if any(name.startswith(c + ".") for c in configured):
                # a child of a configured logger: left enabled, its own setup cleared
                logger.level = logging.NOTSET
                for h in list(logger.handlers):
                    logger.removeHandler(h)
                logger.propagate = True
            elif disable_existing:
                logger.disabled = True
        if config.get("root"):
            try:
                self._common_logger(root, config["root"], False)
            except Exception as e:
                raise ValueError("Unable to configure root logger") from e

    def configure_formatter(self, config):
        if "()" in config:
            return self.configure_custom(config)
        fmt = config.get("format")
        dfmt = config.get("datefmt")
        style = config.get("style", "%")
        cname = config.get("class")
        cls = logging.Formatter if not cname else (cname if callable(cname) else self.resolve(cname))
        if "validate" in config:
            return cls(fmt, dfmt, style, config["validate"])
        return cls(fmt, dfmt, style)

    def configure_filter(self, config):
        if "()" in config:
            return self.configure_custom(config)
        return logging.Filter(config.get("name", ""))

    def _add_filters(self, target, names):
        for name in names:
            try:
                target.addFilter(self.filters[name] if isinstance(name, str) else name)
            except KeyError:
                raise ValueError("Unable to add filter %r" % name) from None

    def configure_handler(self, config):
        config = dict(config)
        formatter = config.pop("formatter", None)
        level = config.pop("level", None)
        filters = config.pop("filters", None)
        if "()" in config:
            handler = self.configure_custom(config)
        else:
            cname = config.pop("class")
            cls = cname if callable(cname) else self.resolve(cname)
            props = config.pop(".", None)
            kwargs = {k: self.convert(v) for k, v in config.items() if valid_ident(k)}
            handler = cls(**kwargs)
            if props:
                for name, value in props.items():
                    setattr(handler, name, value)
        if formatter:
            try:
                handler.setFormatter(self.formatters[formatter])
            except KeyError:
                raise ValueError("Unable to set formatter %r" % formatter) from None
        if level is not None:
            handler.setLevel(logging._checkLevel(level))
        if filters:
            self._add_filters(handler, filters)
        return handler

    def _common_logger(self, logger, config, incremental):
        level = config.get("level")
        if level is not None:
            logger.setLevel(logging._checkLevel(level))
        if not incremental:
            for h in list(logger.handlers):
                logger.removeHandler(h)
            for name in config.get("handlers", []):
                try:
                    logger.addHandler(self.handlers[name])
                except KeyError:
                    raise ValueError("Unable to add handler %r" % name) from None
            self._add_filters(logger, config.get("filters", []))

    def configure_logger(self, name, config):
        logger = logging.getLogger(name)
        self._common_logger(logger, config, False)
        logger.disabled = False
        propagate = config.get("propagate")
        if propagate is not None:
            logger.propagate = propagate


dictConfigClass = DictConfigurator


def dictConfig(config):
    """Configure logging from a dictionary."""
    dictConfigClass(dict(config)).configure()


def fileConfig(fname, defaults=None, disable_existing_loggers=True, encoding=None):
    raise NotImplementedError("logging.config.fileConfig is not provided in the playground "
                              "(use dictConfig)")


def listen(port=9030, verify=None):
    raise NotImplementedError("logging.config.listen is not provided in the playground "
                              "(no sockets)")


def stopListening():
    raise NotImplementedError("logging.config.stopListening is not provided in the playground "
                              "(no sockets)")
