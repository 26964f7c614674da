"""Tensor methods that are other names or in-place forms of ops the playground has, as PyTorch's
Tensor has them: divide/multiply/subtract, the in-place comparisons (eq_, gt_, ...), where,
get_device, is_nonzero, is_same_size, sum_to_size, adjoint, the in-place forms written back
with PyTorch's casting check, apply_/map_ (a Python callable per element), share_memory_, and
the samplers geometric_, log_normal_ and cauchy_ (drawn as PyTorch's CPU kernels draw them)."""
import math

import torch
from torch._ops.shape import scalar_name


def _inplace(self, result, name):
    """self overwritten by result: the result's dtype must cast to self's, its shape match."""
    if not torch.can_cast(result.dtype, self.dtype):
        raise RuntimeError("result type " + scalar_name(result.dtype) + " can't be cast to the "
                           "desired output type " + scalar_name(self.dtype))
    if list(result.shape) != list(self.shape):
        raise RuntimeError("output with shape " + str(list(self.shape)) + " doesn't match the "
                           "broadcast shape " + str(list(result.shape)))
    if result.requires_grad and not self.requires_grad:
        raise NotImplementedError("Tensor." + name + ": a value that requires grad written into "
                                  "a tensor that does not is not supported in the playground yet")
    return self.copy_(result)


def divide(self, other, *, rounding_mode=None):
    return torch.div(self, other, rounding_mode=rounding_mode)


def divide_(self, other, *, rounding_mode=None):
    return _inplace(self, torch.div(self, other, rounding_mode=rounding_mode), "divide_")


def multiply(self, other):
    return torch.mul(self, other)


def multiply_(self, other):
    return _inplace(self, torch.mul(self, other), "multiply_")


def subtract(self, other, *, alpha=1):
    return torch.sub(self, other, alpha=alpha)


def subtract_(self, other, *, alpha=1):
    return _inplace(self, torch.sub(self, other, alpha=alpha), "subtract_")


def _compare_(op, name):
    # the comparison's 0/1 written in self's own dtype
    def method(self, other):
        result = op(self, other)
        if list(result.shape) != list(self.shape):
            raise RuntimeError("output with shape " + str(list(self.shape)) + " doesn't match "
                               "the broadcast shape " + str(list(result.shape)))
        return self.copy_(result)

    method.__name__ = name
    return method


eq_ = _compare_(torch.eq, "eq_")
ne_ = not_equal_ = _compare_(torch.ne, "ne_")
gt_ = greater_ = _compare_(torch.gt, "gt_")
ge_ = greater_equal_ = _compare_(torch.ge, "ge_")
lt_ = less_ = _compare_(torch.lt, "lt_")
le_ = less_equal_ = _compare_(torch.le, "le_")


def where(self, condition, y):
    return torch.where(condition, self, y)


def get_device(self):
    d = self.device
    return -1 if d.type == "cpu" else (d.index or 0)


def is_nonzero(self):
    n = self.numel()
    if n == 0:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
    if n > 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return bool(self.item() != 0)


def is_same_size(self, other):
    return list(self.shape) == list(other.shape)


def sum_to_size(self, *size):
    """self summed over the dims `size` broadcasts to: the inverse of expand."""
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = size[0]
    size = list(size)
    shape = list(self.shape)
    lead = len(shape) - len(size)
    if lead < 0 or any(s != 1 and s != t for s, t in zip(size, shape[lead:])):
        raise RuntimeError("size {" + str(size) + "} is not expandable to size {" + str(shape)
                           + "}.")
    out = self
    if lead:
        out = out.sum(tuple(range(lead)))
    dims = tuple(i for i, s in enumerate(size) if s == 1 and out.shape[i] != 1)
    if dims:
        out = out.sum(dims, keepdim=True)
    return out


def adjoint(self):
    return self.transpose(-2, -1)


def hardshrink(self, lambd=0.5):
    return torch.nn.functional.hardshrink(self, lambd)


def prelu(self, weight):
    return torch.nn.functional.prelu(self, weight)


def cumsum_(self, dim, *, dtype=None):
    return _inplace(self, torch.cumsum(self, dim, dtype=dtype), "cumsum_")


def _unary_(op, name):
    def method(self, *args, **kwargs):
        return _inplace(self, op(self, *args, **kwargs), name)

    method.__name__ = name
    return method


heaviside_ = _unary_(torch.heaviside, "heaviside_")
gcd_ = _unary_(torch.gcd, "gcd_")
lcm_ = _unary_(torch.lcm, "lcm_")
ldexp_ = _unary_(torch.ldexp, "ldexp_")
i0_ = _unary_(torch.i0, "i0_")
lgamma_ = _unary_(torch.lgamma, "lgamma_")
digamma_ = _unary_(torch.digamma, "digamma_")
nextafter_ = _unary_(torch.nextafter, "nextafter_")
addbmm_ = _unary_(torch.addbmm, "addbmm_")
addmm_ = _unary_(torch.addmm, "addmm_")
addmv_ = _unary_(torch.addmv, "addmv_")
addr_ = _unary_(torch.addr, "addr_")
baddbmm_ = _unary_(torch.baddbmm, "baddbmm_")


def polygamma_(self, n):
    return _inplace(self, torch.polygamma(n, self), "polygamma_")


def mvlgamma_(self, p):
    return _inplace(self, torch.mvlgamma(self, p), "mvlgamma_")


# ---- apply_/map_: a Python callable over each element (PyTorch's CPU-only TH-era methods), and
# share_memory_, which has nothing to move in one process.


def _element(value, dtype):
    """The callable's result as an element of `dtype`, as PyTorch unpacks it: an int tensor
    truncates a float, a float tensor takes any real number, a bool tensor its truth."""
    if isinstance(value, torch.Tensor) and value.numel() == 1:
        value = value.item()
    if dtype == torch.bool:
        if isinstance(value, (bool, int, float)):
            return True if value else False
        raise TypeError("must be real number, not " + type(value).__name__)
    if dtype.is_floating_point:
        if isinstance(value, (bool, int, float)):
            return float(value)
        raise TypeError("must be real number, not " + type(value).__name__)
    if isinstance(value, float):
        return int(value)
    import operator

    return operator.index(value)


def _elementwise_python(self, name, values, fn):
    if self.requires_grad:
        raise RuntimeError("Can't call " + name + "() on Variable that requires grad. Use "
                           "var.detach()." + name + "() instead.")
    if self.device.type != "cpu":
        raise TypeError(name + " is only implemented on CPU tensors")
    if not callable(fn):
        raise TypeError("'" + type(fn).__name__ + "' object is not callable")
    out = [_element(fn(*v), self.dtype) for v in values]
    new = torch.tensor(out, dtype=self.dtype).reshape(self.shape)
    self.copy_(new)
    return self


def apply_(self, callable):
    """Replaces each element x by callable(x), in place (CPU tensors only, slow, as PyTorch's)."""
    return _elementwise_python(self, "apply_", [(v,) for v in self.reshape(-1).tolist()],
                               callable)


def map_(self, tensor, callable):
    """Replaces each element x by callable(x, y), y the element of `tensor` (broadcast to self's
    shape) at the same place, in place (CPU tensors only)."""
    if tensor.dtype != self.dtype:
        raise TypeError("map_: expected " + self.type() + " for 'other' (got "
                        + tensor.type() + ")")
    other = tensor.expand(self.shape)
    pairs = list(zip(self.reshape(-1).tolist(), other.reshape(-1).tolist()))
    return _elementwise_python(self, "map_", pairs, callable)


def share_memory_(self):
    """A no-op here (one process: DataLoader workers and torch.multiprocessing run in it)."""
    return self



# ---- the in-place samplers PyTorch's CPU kernels draw element by element (cpu_serial_kernel, in
# the order of self's memory) from one double draw each: geometric_, log_normal_, cauchy_.


def _fill_serial(self, draws):
    """self (any dtype, any strides) filled with draws (float64, one per element, in draw
    order): the k-th draw goes to the element k-th in memory, as the serial kernel writes."""
    n = self.numel()
    if not self.is_contiguous() and n:
        offsets = torch.zeros(self.shape, dtype=torch.int64, device=self.device)
        for d, (size, stride) in enumerate(zip(self.shape, self.stride())):
            shape = [1] * self.dim()
            shape[d] = size
            offsets = offsets + torch.arange(size, device=self.device).view(shape) * stride
        draws = draws[offsets.reshape(-1).argsort().argsort()]
    with torch.no_grad():
        self.copy_(draws.reshape(self.shape))
    return self


def _cpp_double(x):
    # a double as C++'s ostream prints it (6 significant digits)
    return "%g" % x


def geometric_(self, p, *, generator=None):
    """The number of Bernoulli(p) trials up to the first success: ceil(log(u) / log1p(-p)), u a
    double uniform draw per element."""
    p = float(p)
    if not 0 < p < 1:
        raise RuntimeError("geometric_ expects p to be in (0, 1), but got p=" + _cpp_double(p))
    if self.dtype == torch.bool:
        raise NotImplementedError("\"geometric_cpu\" not implemented for 'Bool'")
    u = torch.rand(self.numel(), dtype=torch.float64, generator=generator, device=self.device)
    return _fill_serial(self, torch.ceil(torch.log(u) / math.log1p(-p)))


def log_normal_(self, mean=1, std=2, *, generator=None):
    """exp of a normal(mean, std) double draw per element, drawn as the serial normal kernel
    draws (Box-Muller pairs, the second one kept for the next draw)."""
    if float(std) <= 0:
        raise RuntimeError("log_normal_ expects std > 0.0, but found std=" + _cpp_double(float(std)))
    if not self.is_floating_point():
        raise NotImplementedError("\"log_normal_cpu\" not implemented for '"
                                  + scalar_name(self.dtype) + "'")
    n = self.numel()
    # normal_ on fewer than 16 elements takes the serial path (a larger tensor the vectorized one)
    parts = [torch.empty(min(15, n - k), dtype=torch.float64, device=self.device)
             .normal_(mean, std, generator=generator) for k in range(0, n, 15)]
    draws = torch.cat(parts) if parts else torch.empty(0, dtype=torch.float64, device=self.device)
    return _fill_serial(self, draws.exp())


def cauchy_(self, median=0, sigma=1, *, generator=None):
    """median + sigma * tan(pi * (u - 0.5)), u a double uniform draw per element."""
    if float(sigma) <= 0:
        raise RuntimeError("cauchy_ expects sigma > 0.0, but found sigma=" + _cpp_double(float(sigma)))
    if not self.is_floating_point():
        from torch._ops.reduce import _c_type

        raise RuntimeError("Cauchy distribution is a continuous probability distribution. dtype must "
                           "be a floating point but you specified " + _c_type(self.dtype))
    u = torch.rand(self.numel(), dtype=torch.float64, generator=generator, device=self.device)
    return _fill_serial(self, float(median) + float(sigma) * torch.tan(math.pi * (u - 0.5)))


def is_inference(self):
    """Tensor.is_inference: as torch.is_inference (False until an inference_mode block has run)."""
    return torch.is_inference(self)
