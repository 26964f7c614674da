"""The legacy tensor types (torch.FloatTensor, torch.ByteTensor, ...), loaded on first use by
torch/__init__.py: each is a class whose instances are the CPU tensors of its dtype
(`isinstance(t, torch.ByteTensor)`), and whose call is the legacy constructor: data
(`torch.ByteTensor([1, 2])`), sizes (`torch.LongTensor(2, 3)`, zeros here where PyTorch leaves the
memory uninitialised), or nothing (an empty tensor)."""
import torch

_TYPES = {
    "FloatTensor": "float32", "DoubleTensor": "float64", "HalfTensor": "float16",
    "BFloat16Tensor": "bfloat16", "LongTensor": "int64", "IntTensor": "int32",
    "ShortTensor": "int16", "CharTensor": "int8", "ByteTensor": "uint8", "BoolTensor": "bool",
}

_CPP = {"float32": "float", "float64": "double", "float16": "c10::Half", "bfloat16": "c10::BFloat16",
        "int64": "long int", "int32": "int", "int16": "short int", "int8": "signed char",
        "uint8": "unsigned char", "bool": "bool"}


def _options(dtype):
    return ("TensorOptions(dtype=" + _CPP[str(dtype)[6:]] + ", device=cpu, layout=Strided, "
            "requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))")


class _TensorType(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, torch.Tensor) and obj.dtype == cls.dtype and obj.device.type == "cpu"

    def __call__(cls, *args, device=None):
        if device is not None and torch.device(device).type != "cpu":
            raise RuntimeError("legacy constructor expects device type: cpu but device type: "
                               + torch.device(device).type + " was passed")
        if not args:
            return torch.empty(0, dtype=cls.dtype)
        if len(args) == 1 and isinstance(args[0], torch.Tensor):
            t = args[0]
            if t.dtype != cls.dtype or t.device.type != "cpu":
                raise TypeError("expected " + _options(cls.dtype) + " (got " + _options(t.dtype) + ")")
            return t
        if len(args) == 1 and isinstance(args[0], (list, tuple)) and not isinstance(args[0], torch.Size):
            return torch.tensor(args[0], dtype=cls.dtype)
        sizes = args[0] if len(args) == 1 and isinstance(args[0], torch.Size) else args
        return torch.zeros(*sizes, dtype=cls.dtype)

    def __repr__(cls):
        return "<class 'torch." + cls.__name__ + "'>"


def get(name):
    """The legacy tensor type `torch.<name>` (made once)."""
    cls = _made.get(name)
    if cls is None:
        cls = _TensorType(name, (), {"dtype": getattr(torch, _TYPES[name]), "__module__": "torch"})
        _made[name] = cls
    return cls


_made = {}


def set_default_tensor_type(t):
    """torch.set_default_tensor_type(t) (PyTorch deprecates it for set_default_dtype): a CPU float
    tensor type, the class or its name ('torch.DoubleTensor'), sets the default dtype."""
    if isinstance(t, str):
        name = t
    elif isinstance(t, _TensorType):
        name = "torch." + t.__name__
    else:
        raise TypeError("invalid type object: only floating-point types are supported as the "
                        "default type")
    if name.startswith("torch.cuda."):
        raise TypeError("type " + name + " not available. Torch not compiled with CUDA enabled.")
    short = name[len("torch."):] if name.startswith("torch.") else None
    if short is None:
        raise TypeError("invalid type: '" + name + "'")
    if short not in _TYPES:
        raise AttributeError("module 'torch' has no attribute '" + short + "'")
    torch.set_default_dtype(getattr(torch, _TYPES[short]))
