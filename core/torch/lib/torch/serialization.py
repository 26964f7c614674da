"""torch.save and torch.load over the run's files (the CLI's working directory, the page's
stored files, memory in tests): see core/lang/src/files.rs.

The file is the playground's own text format, not PyTorch's zip archive: a first line naming it,
a JSON line describing the saved object, and then one line of base64 per tensor (its elements,
written and read by the natives `torch._encode_tensor` / `torch._decode_tensor`). What it holds
is what PyTorch's pickle holds: tensors and Parameters (dtype, shape, values, requires_grad,
device), shared tensors saved once, the containers (dict, list, tuple, OrderedDict), numbers,
strings, dtypes, devices and Sizes, and, with `weights_only=False`, whole objects: instances of
the program's classes (found again by qualified name, as pickle finds `__main__.Net`) and the
native nn modules. `weights_only=True` (PyTorch's default since 2.6) refuses objects as PyTorch's
unpickler does.
"""

import json as _json

import _files
import _torch_nn
import torch

__all__ = ["save", "load", "add_safe_globals", "get_safe_globals", "clear_safe_globals",
           "safe_globals"]

MAGIC = "TPU-PLAYGROUND torch.save v1"
_ZIP_MAGIC = "PK\x03\x04"


class UnpicklingError(Exception):
    """`_pickle.UnpicklingError`: what a refused or damaged file raises."""
    __module__ = "_pickle"  # (CPython's, which its tracebacks print)


UnpicklingError.__module__ = "_pickle"

_safe_globals = []
_DTYPE = type(torch.float32)
_DEVICE = type(torch.device("cpu"))
_SIZE = type(torch.Size([]))


def add_safe_globals(safe_globals):
    """Classes `torch.load(weights_only=True)` may rebuild besides tensors and containers."""
    _safe_globals.extend(safe_globals)


def get_safe_globals():
    return list(_safe_globals)


def clear_safe_globals():
    del _safe_globals[:]


class safe_globals:
    """Context manager: `safe_globals` are allowed to `torch.load(weights_only=True)` inside the
    block only."""

    def __init__(self, safe_globals):
        self.safe_globals = list(safe_globals)

    def __enter__(self):
        self.before = len(_safe_globals)
        add_safe_globals(self.safe_globals)

    def __exit__(self, *exc):
        del _safe_globals[self.before:]
        return False


def _path(f, what):
    if isinstance(f, str):
        return f
    if hasattr(f, "__fspath__"):
        return f.__fspath__()
    if hasattr(f, "write" if what == "save" else "read"):
        return None  # a file object (io.BytesIO, open(path, "wb")): written or read in place
    raise NotImplementedError(
        "torch." + what + " to a file object (" + type(f).__name__
        + ") is not supported in the playground yet: give a file name")


class _Writer:
    # Turns an object into JSON-able nodes; tensors go to their own lines, each saved once.
    def __init__(self):
        self.blobs = []
        self.seen = {}  # id(obj) -> node id, for tensors, objects and native modules
        self.keep = []  # the originals, alive while their ids are in `seen`
        # storage key -> [(node, tensor, base, offset, stride)]: the tensors viewing each storage,
        # whose data is written by `finish` (once per storage that several of them share).
        self.storages = {}

    def ref(self, obj):
        n = self.seen.get(id(obj))
        return None if n is None else {"$": "ref", "id": n}

    def remember(self, obj):
        n = len(self.keep)
        self.seen[id(obj)] = n
        self.keep.append(obj)
        return n

    def node(self, obj):
        if obj is None or obj is True or obj is False or type(obj) in (int, str):
            return obj
        if type(obj) is float:
            if obj != obj or obj in (float("inf"), float("-inf")):
                return {"$": "float", "repr": repr(obj)}
            return obj
        if isinstance(obj, torch.Tensor):
            return self.tensor(obj)
        if type(obj) is list:
            return [self.node(x) for x in obj]
        if type(obj) is tuple:
            return {"$": "tuple", "items": [self.node(x) for x in obj]}
        if type(obj) is dict or type(obj).__name__ == "OrderedDict":
            kind = "dict" if type(obj) is dict else "odict"
            node = {"$": kind, "items": [[self.node(k), self.node(obj[k])] for k in obj]}
            attrs = getattr(obj, "__dict__", None) if kind == "odict" else None
            if attrs:
                # (an OrderedDict's attributes, as pickle keeps them: state_dict()'s _metadata)
                node["attrs"] = [[k, self.node(v)] for k, v in attrs.items()]
            return node
        if type(obj) is _DTYPE:
            return {"$": "dtype", "name": str(obj)[6:]}
        if type(obj) is _DEVICE:
            return {"$": "device", "name": str(obj)}
        if type(obj) is _SIZE:
            return {"$": "size", "items": list(obj)}
        return self.object(obj)

    def tensor(self, t):
        seen = self.ref(t)
        if seen is not None:
            return seen
        n = self.remember(t)
        key, base, offset, stride = torch._storage_view(t)
        node = {
            "$": "tensor", "id": n, "blob": None, "dtype": None, "shape": list(t.shape),
            "requires_grad": t.requires_grad, "param": isinstance(t, torch.nn.Parameter),
            "device": str(t.device),
        }
        self.storages.setdefault(key, []).append((node, t, base, offset, stride))
        return node

    def finish(self):
        """Writes the tensors' data: a tensor alone on its storage as its own elements; a
        storage several saved tensors view (a tensor and its slice, tied weights' views) once,
        whole, each of them recorded as a view of it (`view`: offset, strides, storage size),
        so that loading gives them one storage again, as PyTorch's storages do."""
        for group in self.storages.values():
            if len(group) == 1:
                node, t = group[0][0], group[0][1]
                node["dtype"], _, data = torch._encode_tensor(t)
                self.blobs.append(data)
                node["blob"] = len(self.blobs) - 1
                continue
            base = group[0][2]
            dtype, _, data = torch._encode_tensor(base)
            self.blobs.append(data)
            for node, _, _, offset, stride in group:
                node["dtype"], node["blob"] = dtype, len(self.blobs) - 1
                node["view"] = [offset, stride, base.numel()]
        self.storages = {}

    def object(self, obj):
        seen = self.ref(obj)
        if seen is not None:
            return seen
        native = _torch_nn.native_spec(obj)
        if native is not None:
            n = self.remember(obj)
            spec, training = native
            params = [[name, self.tensor(p)] for name, p in obj.named_parameters(recurse=False)]
            return {"$": "native", "id": n, "class": type(obj).__name__, "spec": spec,
                    "training": training, "params": params}
        cls = type(obj)
        if cls.__module__ == "builtins" or not hasattr(obj, "__dict__"):
            raise TypeError("cannot pickle '" + cls.__name__ + "' object")
        n = self.remember(obj)
        state = vars(obj)
        return {"$": "object", "id": n, "module": cls.__module__, "class": cls.__qualname__,
                "state": [[k, self.node(state[k])] for k in state]}


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    """torch.save: writes `obj` to the file named `f`, or to the file object `f` (see the
    module's docstring)."""
    path = _path(f, "save")
    w = _Writer()
    tree = w.node(obj)
    w.finish()
    header = _json.dumps(tree)
    text = "\n".join([MAGIC, header] + w.blobs) + "\n"
    if path is not None:
        _files.write_text(path, text)
        return
    # A file object: bytes for a binary one (as PyTorch's archive is), text for a text one.
    try:
        f.write(text.encode("utf-8"))
    except TypeError:
        f.write(text)


def _class_name(node):
    if node["module"] == "__main__":
        return "__main__." + node["class"]
    return node["module"] + "." + node["class"]


class _Reader:
    def __init__(self, lines, map_location, weights_only, path):
        self.lines = lines
        self.map_location = map_location
        self.weights_only = weights_only
        self.path = path
        self.made = {}
        self.bases = {}  # (blob, device) -> the storage several loaded tensors view

    def device(self, saved):
        loc = self.map_location
        if loc is None:
            return saved
        if type(loc) is _DEVICE:
            return str(loc)
        if callable(loc) and not isinstance(loc, str):
            raise NotImplementedError("torch.load with a callable map_location is not supported "
                                      "in the playground yet")
        if isinstance(loc, dict):
            return str(loc.get(saved, saved))
        return str(loc)

    def value(self, node):
        if type(node) is list:
            return [self.value(x) for x in node]
        if type(node) is not dict:
            return node
        kind = node["$"]
        if kind == "ref":
            return self.made[node["id"]]
        if kind == "float":
            return float(node["repr"])
        if kind == "tuple":
            return tuple(self.value(x) for x in node["items"])
        if kind == "dict":
            return {self.value(k): self.value(v) for k, v in node["items"]}
        if kind == "odict":
            from collections import OrderedDict

            out = OrderedDict((self.value(k), self.value(v)) for k, v in node["items"])
            for k, v in node.get("attrs", ()):
                setattr(out, k, self.value(v))
            return out
        if kind == "dtype":
            return getattr(torch, node["name"])
        if kind == "device":
            return torch.device(node["name"])
        if kind == "size":
            return torch.Size(node["items"])
        if kind == "tensor":
            return self.tensor(node)
        if kind == "native":
            return self.native(node)
        if kind == "object":
            return self.object(node)
        raise UnpicklingError("the file " + repr(self.path) + " is damaged (an unknown record)")

    def tensor(self, node):
        blob = node["blob"] + 2
        if blob >= len(self.lines):
            raise UnpicklingError("the file " + repr(self.path) + " is damaged (cut short)")
        device = self.device(node["device"])
        view = node.get("view")
        if view is None:
            t = torch._decode_tensor(node["dtype"], node["shape"], self.lines[blob], device)
        else:
            offset, stride, size = view
            base = self.bases.get((blob, device))
            if base is None:
                base = torch._decode_tensor(node["dtype"], [size], self.lines[blob], device)
                self.bases[(blob, device)] = base
            t = torch.as_strided(base, node["shape"], stride, offset)
        if node["param"]:
            t = torch.nn.Parameter(t, requires_grad=node["requires_grad"])
        elif node["requires_grad"]:
            t.requires_grad_(True)
        self.made[node["id"]] = t
        return t

    def refuse(self, name):
        raise UnpicklingError(
            "Weights only load failed. This file can still be loaded, to do so you have two "
            "options, \x1b[1mdo those steps only if you trust the source of the checkpoint\x1b[0m. "
            "\n\t(1) In "
            "PyTorch 2.6, we changed the default value of the `weights_only` argument in "
            "`torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set "
            "to `False` will likely succeed, but it can result in arbitrary code execution. Do it "
            "only if you got the file from a trusted source.\n\t(2) Alternatively, to load with "
            "`weights_only=True` please check the recommended steps in the following error "
            "message.\n\tWeightsUnpickler error: Unsupported global: GLOBAL " + name
            + " was not an allowed global by default. Please use "
            "`torch.serialization.add_safe_globals([" + name + "])` or the "
            "`torch.serialization.safe_globals([" + name + "])` context manager "
            "to allowlist this global if you trust this class/function.\n\nCheck the "
            "documentation of torch.load to learn more about types accepted by default with "
            "weights_only https://pytorch.org/docs/stable/generated/torch.load.html.")

    def find_class(self, node):
        module, qualname = node["module"], node["class"]
        if module == "__main__":
            cls = _files.find_main_class(qualname)
        elif module == "torch.nn" or module.startswith("torch.nn."):
            # torch.nn names every module class it has (loaded on first use).
            cls = getattr(torch.nn, qualname, None)
        else:
            raise NotImplementedError("torch.load of an object of class " + module + "."
                                      + qualname + " is not supported in the playground yet")
        if cls is None:
            raise AttributeError("Can't get attribute '" + qualname + "' on <module '"
                                 + module + "'>")
        return cls

    def object(self, node):
        cls = self.find_class(node)
        if self.weights_only and cls not in _safe_globals:
            self.refuse(_class_name(node))
        import copy

        obj = copy._new_instance(cls)
        self.made[node["id"]] = obj
        for k, v in node["state"]:
            setattr(obj, k, self.value(v))
        return obj

    def native(self, node):
        cls = getattr(torch.nn, node["class"], None)
        if self.weights_only and not any(cls is g for g in _safe_globals):
            where = getattr(cls, "__module__", None) or "torch.nn.modules"
            self.refuse(where + "." + node["class"])
        params = [(name, self.value(p)) for name, p in node["params"]]
        m = _torch_nn.native_rebuild(node["spec"], params, node["training"])
        self.made[node["id"]] = m
        return m


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None,
         **pickle_load_args):
    """torch.load: the object `torch.save` wrote to the file named `f`, its tensors on their
    saved device or `map_location`'s."""
    path = _path(f, "load")
    if mmap:
        raise NotImplementedError("torch.load(mmap=True) is not supported in the playground yet")
    if path is None:
        text = f.read()
        if isinstance(text, (bytes, bytearray)):
            text = text.decode("utf-8")
        path = "<" + type(f).__name__ + ">"
    else:
        text = _files.read_text(path)
    if text.startswith(_ZIP_MAGIC):
        raise UnpicklingError(
            "the file " + repr(path) + " is a PyTorch zip archive: the playground reads only "
            "files its own torch.save wrote")
    lines = text.split("\n")
    if lines[0] != MAGIC or len(lines) < 2:
        raise UnpicklingError("invalid load key, " + repr(text[:1]) + ": the file " + repr(path)
                              + " was not written by torch.save")
    try:
        header = _json.loads(lines[1])
    except ValueError:
        raise UnpicklingError("the file " + repr(path) + " is damaged (its header is not JSON)")
    reader = _Reader(lines, map_location, weights_only is None or weights_only, path)
    return reader.value(header)
