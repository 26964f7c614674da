"""More of PyTorch's Module methods over the native ones, installed when torch.nn loads:
state_dict as an OrderedDict with prefix/destination/keep_vars, the named walks with prefix=,
memo=, remove_duplicate= and recurse=False, and small methods (type, set_submodule, compile,
share_memory, to_empty, extra state), with NotImplementedError for the rest PyTorch has."""
from torch.nn import Module, _module_to
import torch.nn as _nn
from _torch_nn import child_items as _child_items


def _native_state_dict(self):
    return _nn._native_state_dict(self)


def _non_persistent_state_dict(self):
    return _nn._non_persistent_state_dict(self)


def _ordered_state_dict(self, *args, destination=None, prefix="", keep_vars=False):
    # PyTorch's state_dict: an OrderedDict (printed as one; the native one is a dict), its keys
    # after `prefix`, written into `destination` when given, and with keep_vars the parameters
    # and buffers themselves rather than detached tensors. (Positional arguments are PyTorch's
    # deprecated order: destination, prefix, keep_vars.)
    from collections import OrderedDict

    if args:
        destination = args[0]
        prefix = args[1] if len(args) > 1 else prefix
        keep_vars = args[2] if len(args) > 2 else keep_vars
    if _nn._non_persistent_on:
        d = _non_persistent_state_dict(self)
    else:
        d = _native_state_dict(self)
    own = {}
    if keep_vars:
        _own_tensors(self, "", own)
    if destination is None:
        out = OrderedDict()
        out._metadata = OrderedDict()
    else:
        out = destination
    meta = getattr(out, "_metadata", None)
    if meta is not None:
        # PyTorch's version metadata: each module's {"version": ...} under its prefix without
        # the final dot, in pre-order, a shared module under each of its names
        for name, m in self.named_modules(remove_duplicate=False):
            meta[prefix + name if name else prefix[:-1]] = {"version": _version_of(m)}
    hooked = _hooked_modules(self, prefix, "_state_dict_pre_hooks", "_state_dict_hooks")
    for m, p in hooked:
        for hook in list(getattr(m, "_state_dict_pre_hooks", {}).values()):
            hook(m, p, keep_vars)
    for k, v in d.items():
        out[prefix + k] = own.get(k, v)
    for m, p in reversed(hooked):
        # (post-order, as PyTorch runs a module's post-hooks after its children's)
        for hook in list(getattr(m, "_state_dict_hooks", {}).values()):
            if hook(m, out, p, {"version": _version_of(m)}) is not None:
                raise RuntimeError("state_dict post-hook must return None")
    return out


def _version_of(module):
    # The module class's _version (2 for the batch and instance norms, 1 otherwise), read from
    # the class dicts: a native module's class answers other things for `_version`.
    for c in type(module).__mro__:
        try:
            v = c.__dict__.get("_version")
        except AttributeError:
            continue
        if type(v) is int:
            return v
    return 1


def _hooked_modules(module, prefix, *attrs):
    # (module, its state_dict prefix) in pre-order for each module holding one of the hook dicts
    found = []
    for name, m in module.named_modules():
        if any(getattr(m, a, None) for a in attrs):
            found.append((m, prefix + name + "." if name else prefix))
    return found


def _add_hook(module, attr, hook):
    from collections import OrderedDict
    from torch.utils.hooks import RemovableHandle

    hooks = getattr(module, attr, None)
    if hooks is None:
        hooks = OrderedDict()
        setattr(module, attr, hooks)
    handle = RemovableHandle(hooks)
    hooks[handle.id] = hook
    return handle


def _register_state_dict_pre_hook(self, hook):
    # hook(module, prefix, keep_vars), before state_dict() collects the module's tensors
    return _add_hook(self, "_state_dict_pre_hooks", hook)


def _register_state_dict_post_hook(self, hook):
    # hook(module, state_dict, prefix, local_metadata), in place, after the module's entries are in
    return _add_hook(self, "_state_dict_hooks", hook)


def _register_load_state_dict_pre_hook(self, hook):
    # hook(module, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
    # error_msgs), before the module's tensors load; it may edit state_dict (rename keys)
    return _add_hook(self, "_load_state_dict_pre_hooks", hook)


def _register_load_state_dict_post_hook(self, hook):
    # hook(module, incompatible_keys), after loading; it may clear keys from the lists in place
    return _add_hook(self, "_load_state_dict_post_hooks", hook)


def _own_tensors(module, path, found):
    for n, p in module.named_parameters(recurse=False):
        found[path + n] = p
    for n, b in module.named_buffers(recurse=False):
        found[path + n] = b
    for n, c in module.named_children():
        _own_tensors(c, path + n + ".", found)


Module.state_dict = _ordered_state_dict

_native_named_modules = Module.named_modules
_native_named_parameters = Module.named_parameters
_native_named_buffers = Module.named_buffers


def _module_named_modules(self, memo=None, prefix="", remove_duplicate=True):
    # PyTorch's walk: the module under `prefix`, then each child's under prefix.name; a module
    # met again is skipped unless remove_duplicate=False. (The native walk takes no arguments.)
    if memo is None and prefix == "" and remove_duplicate:
        return _native_named_modules(self)
    seen = _Seen()
    for m in memo or ():
        seen.add(m)
    return _walk_modules(self, seen, prefix, remove_duplicate, memo)


class _Seen:
    # Objects met so far, compared by identity (`is`): the VM refuses `obj in a_set` of native
    # modules and tensors, and id() of a native module's parameter is not stable across reads.
    def __init__(self):
        self.kept = []

    def __contains__(self, obj):
        for k in self.kept:
            if k is obj:
                return True
        return False

    def add(self, obj):
        self.kept.append(obj)


def _raw_children(module):
    # Every (name, child) entry, as PyTorch's _modules holds them: a module registered under two
    # names is listed twice (named_children lists it once). A native module has no children.
    try:
        return _child_items(module)
    except TypeError:
        return list(module.named_children())


def _walk_modules(module, seen, prefix, remove_duplicate, memo=None):
    if remove_duplicate:
        if module in seen:
            return
        seen.add(module)
        if memo is not None:
            memo.add(module)
    yield prefix, module
    for name, child in _raw_children(module):
        if child is not None:
            yield from _walk_modules(child, seen, prefix + "." + name if prefix else name,
                                     remove_duplicate, memo)


def _named_members(native):
    # named_parameters/named_buffers with PyTorch's prefix=, recurse= and remove_duplicate=
    def named(self, prefix="", recurse=True, remove_duplicate=True):
        if prefix == "" and recurse and remove_duplicate:
            return native(self)
        return _walk_members(self, native, prefix, recurse, remove_duplicate)

    return named


def _direct_members(native, module):
    # the module's own parameters (or buffers): the native list walks the children whatever
    # `recurse` says, and only theirs have dotted names
    return [(n, t) for n, t in native(module) if "." not in n]


def _walk_members(self, native, prefix, recurse, remove_duplicate):
    modules = (_walk_modules(self, _Seen(), prefix, remove_duplicate) if recurse
               else [(prefix, self)])
    seen = _Seen()
    for path, m in modules:
        for n, t in _direct_members(native, m):
            if remove_duplicate:
                if t in seen:
                    continue
                seen.add(t)
            yield (path + "." + n if path else n), t


Module.named_modules = _module_named_modules
_native_parameters = Module.parameters
_native_buffers = Module.buffers


def _module_parameters(self, recurse=True):
    if recurse:
        return _native_parameters(self)
    return iter([t for _, t in _direct_members(_native_named_parameters, self)])


def _module_buffers(self, recurse=True):
    if recurse:
        return _native_buffers(self)
    return iter([t for _, t in _direct_members(_native_named_buffers, self)])


Module.parameters = _module_parameters
Module.buffers = _module_buffers
Module.named_parameters = _named_members(_native_named_parameters)
Module.named_buffers = _named_members(_native_named_buffers)


def _module_share_memory(self):
    # the playground's tensors live in one process: nothing to move
    return self


def _module_to_empty(self, *, device, recurse=True):
    # the parameters' values are unspecified after to_empty; here they keep theirs, and a meta
    # tensor (no values) becomes a new uninitialized one, as PyTorch's _apply makes new Parameters
    import torch

    for mod in list(self.modules()) if recurse else [self]:
        for name, p in list(mod.named_parameters(recurse=False)):
            if p is not None and p.is_meta:
                setattr(mod, name, torch.nn.Parameter(
                    torch.empty(p.shape, dtype=p.dtype, device=device), p.requires_grad))
        for name, b in list(mod.named_buffers(recurse=False)):
            if b is not None and b.is_meta:
                setattr(mod, name, torch.empty(b.shape, dtype=b.dtype, device=device))
    return self.to(device)


def _module_get_extra_state(self):
    raise RuntimeError(
        "Reached a code path in Module.get_extra_state() that should never be called. Please file "
        "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
        "report this bug.")


def _module_set_extra_state(self, state):
    raise RuntimeError(
        "Reached a code path in Module.set_extra_state() that should never be called. Please file "
        "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
        "report this bug.")


def _module_type(self, dst_type):
    return _module_to(self, dst_type)


def _module_get_name(self):
    return type(self).__name__


def _module_set_submodule(self, target, module, strict=False):
    if target == "":
        raise ValueError("Cannot set the submodule without a target name!")
    parent_path, _, name = target.rpartition(".")
    parent = self.get_submodule(parent_path)
    if strict and not hasattr(parent, name):
        raise AttributeError(type(parent).__name__ + " has no attribute `" + name + "`")
    if module is not None and not isinstance(module, Module):
        raise ValueError("`module` is not an nn.Module, found " + str(type(module)))
    setattr(parent, name, module)


def _module_compile(self, *args, **kwargs):
    # torch.compile's results equal eager ones; the module runs as it is
    return None


def _not_provided(name, why=""):
    def method(self, *args, **kwargs):
        raise NotImplementedError("Module." + name + " is not provided in the playground yet" + why)

    return method


for _n in ("cuda", "xpu", "ipu", "mtia"):
    setattr(Module, _n, _not_provided(_n, ' (it emulates a TPU: use .to("tpu"))'))
Module.register_state_dict_pre_hook = _register_state_dict_pre_hook
Module.register_state_dict_post_hook = _register_state_dict_post_hook
Module.register_load_state_dict_pre_hook = _register_load_state_dict_pre_hook
Module.register_load_state_dict_post_hook = _register_load_state_dict_post_hook
for _n in ("register_backward_hook", "_apply", "_load_from_state_dict",
           "_save_to_state_dict", "_named_members"):
    setattr(Module, _n, _not_provided(_n))
del _n
Module.type = _module_type
Module._get_name = _module_get_name
Module.set_submodule = _module_set_submodule
Module.compile = _module_compile
Module.call_super_init = False
Module.dump_patches = False
Module._version = 1
Module.share_memory = _module_share_memory
Module.to_empty = _module_to_empty
Module.get_extra_state = _module_get_extra_state
Module.set_extra_state = _module_set_extra_state


# module._modules / _parameters / _buffers: PyTorch's own dicts, which programs read (and a few
# write: `model._modules["fc"] = nn.Linear(...)`). The playground keeps a module's children,
# parameters and buffers natively, so each read builds a dict of the module's own entries, in
# order; a write through it goes to the module (setattr / register_parameter / register_buffer,
# del for a deletion), so the dict stays what PyTorch's would be after it. The other mutators
# are refused rather than left to change a copy alone.
class _OwnEntries(dict):
    def __init__(self, module, entries, store):
        super().__init__(list(entries))
        self._module = module
        self._store = store

    def __setitem__(self, key, value):
        self._store(self._module, key, value)
        super().__setitem__(key, value)

    def __delitem__(self, key):
        if key not in self:
            raise KeyError(key)
        delattr(self._module, key)
        super().__delitem__(key)

    def update(self, *args, **kwargs):
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def pop(self, key, *default):
        if key not in self:
            if default:
                return default[0]
            raise KeyError(key)
        value = self[key]
        del self[key]
        return value

    def _refused(self, *args, **kwargs):
        raise NotImplementedError("changing a module's entries through this dict method is not "
                                  "supported in the playground yet: use setattr or del")

    setdefault = popitem = clear = __ior__ = _refused


_OwnEntries.__name__ = _OwnEntries.__qualname__ = "dict"  # type(model._modules) prints as PyTorch's


def _own_modules(self):
    return _OwnEntries(self, _raw_children(self), setattr)


def _own_parameters(self):
    return _OwnEntries(self, self.named_parameters(recurse=False),
                       lambda m, k, v: m.register_parameter(k, v))


def _own_buffers(self):
    return _OwnEntries(self, self.named_buffers(recurse=False),
                       lambda m, k, v: m.register_buffer(k, v))


Module._modules = property(_own_modules)
Module._parameters = property(_own_parameters)
Module._buffers = property(_own_buffers)
