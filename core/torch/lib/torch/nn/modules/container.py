"""nn.Sequential, nn.ModuleList, nn.ModuleDict, nn.ParameterList and nn.ParameterDict, as
PyTorch's torch/nn/modules/container.py.

A child is an attribute named by its key ("0", "1", ... in sequences): the native nn.Module
registers sub-modules by assignment order, so parameters(), named_children(), state_dict(),
train()/eval() and the nested repr walk a container as they walk any module. The primitives
come from the private native module _torch_nn.
"""
import torch
from torch.nn import Module, Parameter
from _torch_nn import is_module, child_items, child_modules


def _typename(v):
    return type(v).__name__


def _add_module(self, name, module):
    # Module.add_module's checks, with PyTorch's messages.
    if not is_module(module) and module is not None:
        raise TypeError(torch.typename(module) + " is not a Module subclass")
    if not isinstance(name, str):
        raise TypeError("module name should be a string. Got " + torch.typename(name))
    if hasattr(self, name) and not is_module(getattr(self, name)):
        raise KeyError("attribute '" + name + "' already exists")
    if "." in name:
        raise KeyError('module name can\'t contain ".", got: ' + name)
    if name == "":
        raise KeyError('module name can\'t be empty string ""')
    setattr(self, name, module)


def _renumber(self, modules):
    """Makes the children `modules`, keyed "0", "1", ... in order (after a delete or insert)."""
    for key, _ in child_items(self):
        delattr(self, key)
    for i, module in enumerate(modules):
        setattr(self, str(i), module)


def _abs_index(size, idx):
    if not isinstance(idx, int):
        raise TypeError("'" + _typename(idx) + "' object cannot be interpreted as an integer")
    if not (-size <= idx < size):
        raise IndexError("index " + str(idx) + " is out of range")
    if idx < 0:
        idx += size
    return idx


def _repeat(self, other):
    # Sequential * n's checks: the layers to repeat
    if not isinstance(other, int):
        raise TypeError(f"unsupported operand type(s) for *: {type(self)} and {type(other)}")
    if other <= 0:
        raise ValueError(f"Non-positive multiplication factor {other} for {type(self)}")
    return list(self)


class Sequential(Module):
    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and not is_module(args[0]):
            from collections import OrderedDict

            if isinstance(args[0], OrderedDict):
                for key, module in args[0].items():
                    _add_module(self, key, module)
                return
        for idx, module in enumerate(args):
            _add_module(self, str(idx), module)

    def forward(self, input):
        for module in child_modules(self):
            input = module(input)
        return input

    def __getitem__(self, idx):
        items = child_items(self)
        if isinstance(idx, slice):
            # A slice keeps the children's keys, as PyTorch's OrderedDict slice does.
            out = self.__class__()
            for key, module in items[idx]:
                _add_module(out, key, module)
            return out
        return items[_abs_index(len(items), idx)][1]

    def __setitem__(self, idx, module):
        items = child_items(self)
        key = items[_abs_index(len(items), idx)][0]
        setattr(self, key, module)

    def __delitem__(self, idx):
        items = child_items(self)
        if isinstance(idx, slice):
            gone = items[idx]
            for key, _ in gone:
                delattr(self, key)
        else:
            delattr(self, items[_abs_index(len(items), idx)][0])
        _renumber(self, child_modules(self))

    def __len__(self):
        return len(child_items(self))

    def __iter__(self):
        return iter(child_modules(self))

    def __add__(self, other):
        if not isinstance(other, Sequential):
            raise ValueError(
                "add operator supports only objects of Sequential class, but "
                + str(type(other))
                + " is given."
            )
        ret = Sequential()
        for layer in self:
            ret.append(layer)
        for layer in other:
            ret.append(layer)
        return ret

    def __mul__(self, other):
        ret = Sequential()
        for layer in _repeat(self, other) * other:
            ret.append(layer)
        return ret

    __rmul__ = __mul__

    def __imul__(self, other):
        for layer in _repeat(self, other) * (other - 1):
            self.append(layer)
        return self

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def append(self, module):
        _add_module(self, str(len(self)), module)
        return self

    def insert(self, index, module):
        if not is_module(module):
            raise AssertionError("module should be of type: " + "<class 'torch.nn.modules.module.Module'>")
        n = len(self)
        if not (-n <= index <= n):
            raise IndexError("Index out of range: " + str(index))
        if index < 0:
            index += n
        modules = child_modules(self)
        _renumber(self, modules[:index] + [module] + modules[index:])
        return self

    def extend(self, sequential):
        for layer in sequential:
            self.append(layer)
        return self


def _addindent(s_, num_spaces):
    s = s_.split("\n")
    if len(s) == 1:
        return s_
    first = s.pop(0)
    return first + "\n" + "\n".join([(num_spaces * " ") + line for line in s])


class ModuleList(Module):
    def __repr__(self):
        # Runs of identical children print once, as `(0-2): 3 x Linear(...)` (PyTorch's
        # ModuleList.__repr__), each child by its own repr.
        list_of_reprs = [repr(item) for item in self]
        if len(list_of_reprs) == 0:
            return type(self).__name__ + "()"
        start_end_indices = [[0, 0]]
        repeated_blocks = [list_of_reprs[0]]
        for i in range(1, len(list_of_reprs)):
            r = list_of_reprs[i]
            if r == repeated_blocks[-1]:
                start_end_indices[-1][1] += 1
                continue
            start_end_indices.append([i, i])
            repeated_blocks.append(r)
        lines = []
        for j in range(len(repeated_blocks)):
            start_id, end_id = start_end_indices[j]
            b = repeated_blocks[j]
            local_repr = "(" + str(start_id) + "): " + b
            if start_id != end_id:
                n = end_id - start_id + 1
                local_repr = "(" + str(start_id) + "-" + str(end_id) + "): " + str(n) + " x " + b
            lines.append(_addindent(local_repr, 2))
        return type(self).__name__ + "(\n  " + "\n  ".join(lines) + "\n)"

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def __getitem__(self, idx):
        modules = child_modules(self)
        if isinstance(idx, slice):
            return self.__class__(modules[idx])
        return modules[_abs_index(len(modules), idx)]

    def __setitem__(self, idx, module):
        idx = _abs_index(len(self), idx)
        _add_module(self, str(idx), module)

    def __delitem__(self, idx):
        modules = child_modules(self)
        if isinstance(idx, slice):
            gone = set(range(len(modules))[idx])
            keep = [m for i, m in enumerate(modules) if i not in gone]
        else:
            idx = _abs_index(len(modules), idx)
            keep = modules[:idx] + modules[idx + 1 :]
        _renumber(self, keep)

    def __len__(self):
        return len(child_items(self))

    def __iter__(self):
        return iter(child_modules(self))

    def __iadd__(self, modules):
        return self.extend(modules)

    def __add__(self, other):
        combined = ModuleList()
        for i, module in enumerate(child_modules(self) + list(other)):
            _add_module(combined, str(i), module)
        return combined

    def insert(self, index, module):
        modules = child_modules(self)
        _renumber(self, modules[:index] + [module] + modules[index:])

    def append(self, module):
        _add_module(self, str(len(self)), module)
        return self

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def extend(self, modules):
        if isinstance(modules, (int, float, bool)) or modules is None:
            raise TypeError(
                "ModuleList.extend should be called with an iterable, but got " + _typename(modules)
            )
        offset = len(self)
        for i, module in enumerate(modules):
            _add_module(self, str(offset + i), module)
        return self


class ModuleDict(Module):
    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key):
        for k, module in child_items(self):
            if k == key:
                return module
        raise KeyError(key)

    def __setitem__(self, key, module):
        _add_module(self, key, module)

    def __delitem__(self, key):
        self[key]
        delattr(self, key)

    def __len__(self):
        return len(child_items(self))

    def __iter__(self):
        return iter(self.keys())

    def __contains__(self, key):
        return key in self.keys()

    def clear(self):
        for key in self.keys():
            delattr(self, key)

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def keys(self):
        return [k for k, _ in child_items(self)]

    def items(self):
        return child_items(self)

    def values(self):
        return child_modules(self)

    def update(self, modules):
        if isinstance(modules, (int, float, bool)) or modules is None:
            raise TypeError(
                "ModuleDict.update should be called with an iterable of key/value pairs, but got "
                + _typename(modules)
            )
        if isinstance(modules, (dict, ModuleDict)):
            for key, module in modules.items():
                self[key] = module
            return
        for j, m in enumerate(modules):
            if isinstance(m, (int, float, bool)) or m is None:
                raise TypeError(
                    "ModuleDict update sequence element #" + str(j) + " should be Iterable; is" + _typename(m)
                )
            if not len(m) == 2:
                raise ValueError(
                    "ModuleDict update sequence element #"
                    + str(j)
                    + " has length "
                    + str(len(m))
                    + "; 2 is required"
                )
            self[m[0]] = m[1]


def _as_parameter(value):
    # A plain tensor put in a ParameterList/ParameterDict becomes a Parameter, as in PyTorch.
    if isinstance(value, torch.Tensor) and not isinstance(value, Parameter):
        return Parameter(value)
    return value


# torch.typename of a CPU tensor of each dtype (ParameterDict's repr names tensors so).
_TYPENAMES = {
    "torch.float32": "torch.FloatTensor", "torch.float64": "torch.DoubleTensor",
    "torch.float16": "torch.HalfTensor", "torch.bfloat16": "torch.BFloat16Tensor",
    "torch.int64": "torch.LongTensor", "torch.int32": "torch.IntTensor",
    "torch.int16": "torch.ShortTensor", "torch.int8": "torch.CharTensor",
    "torch.uint8": "torch.ByteTensor", "torch.bool": "torch.BoolTensor",
}


def _param_line(key, p, typename):
    # One line of ParameterList/ParameterDict's extra_repr: the dtype (ParameterList) or the
    # typename (ParameterDict). The device is not shown: the playground's tpu stands where
    # PyTorch's cpu does.
    if isinstance(p, torch.Tensor):
        size_str = "x".join(str(size) for size in p.size())
        kind = "Parameter" if isinstance(p, Parameter) else "Tensor"
        name = _TYPENAMES.get(str(p.dtype), str(p.dtype)) if typename else str(p.dtype)
        return ("  (" + str(key) + "): " + kind + " containing: [" + name + " of size "
                + size_str + "]")
    return "  (" + str(key) + "): Object of type: " + type(p).__name__


class ParameterList(Module):
    """Parameters held in a list, registered as attributes "0", "1", ..."""

    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self += values

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            out = self.__class__()
            for i in range(len(self))[idx]:
                out.append(self[i])
            return out
        return getattr(self, str(_abs_index(self._size, idx)))

    def __setitem__(self, idx, param):
        setattr(self, str(_abs_index(self._size, idx)), _as_parameter(param))

    def __len__(self):
        return self._size

    def __iter__(self):
        return iter([self[i] for i in range(len(self))])

    def __iadd__(self, parameters):
        return self.extend(parameters)

    def append(self, value):
        new_idx = self._size
        self._size += 1
        setattr(self, str(new_idx), _as_parameter(value))
        return self

    def extend(self, values):
        if isinstance(values, (torch.Tensor, int, float, bool)) or values is None:
            raise TypeError(
                "ParameterList.extend should be called with an iterable, but got "
                + _typename(values)
            )
        for value in values:
            self.append(value)
        return self

    def extra_repr(self):
        return "\n".join(_param_line(k, p, False) for k, p in enumerate(self))


class ParameterDict(Module):
    """Parameters held by string key, registered as attributes of those names, in insertion
    order."""

    def __init__(self, parameters=None):
        super().__init__()
        self._keys = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key):
        return getattr(self, key)

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("parameter name should be a string. Got " + torch.typename(key))
        self._keys[key] = None
        setattr(self, key, _as_parameter(value))

    def __delitem__(self, key):
        del self._keys[key]
        delattr(self, key)

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __contains__(self, key):
        return key in self._keys

    def keys(self):
        return list(self._keys)

    def items(self):
        return [(k, self[k]) for k in self._keys]

    def values(self):
        return [self[k] for k in self._keys]

    def get(self, key, default=None):
        return self[key] if key in self else default

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def clear(self):
        for k in list(self._keys):
            del self[k]

    def update(self, parameters):
        if isinstance(parameters, (dict, ParameterDict)):
            # A plain dict's items go in sorted by key, as in PyTorch.
            items = parameters.items()
            if isinstance(parameters, dict):
                items = sorted(items)
            for key, value in items:
                self[key] = value
            return
        for j, p in enumerate(parameters):
            if len(p) != 2:
                raise ValueError(
                    "ParameterDict update sequence element #" + str(j) + " has length "
                    + str(len(p)) + "; 2 is required"
                )
            self[p[0]] = p[1]

    def extra_repr(self):
        return "\n".join(_param_line(k, p, True) for k, p in self.items())
