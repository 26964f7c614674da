# torch's operations written in Python over the native ones, by family (shape.py, index.py,
# reduce.py, linalg.py, factor.py, copy.py, elementwise.py, norm.py, sample.py, lowrank.py), as PyTorch writes some of its
# own in torch/functional.py and torch/_tensor.py. Kernels stay native: a function here composes
# native ops (so autograd, both backends and every mode come with them).
#
# This index is the one list of what they provide, so that `import torch` compiles none of them:
# FUNCTIONS are bound as torch.<name> by torch's module __getattr__ on first use (only names no
# native has reach it), METHODS are Tensor methods: each starts as a small stub that loads its
# family on the first call, which then hands the family's real functions to the native table.
import torch

FUNCTIONS = {
    "atleast_1d": "shape", "atleast_2d": "shape", "atleast_3d": "shape",
    "broadcast_shapes": "shape", "broadcast_tensors": "shape", "broadcast_to": "shape",
    "cartesian_prod": "shape", "clone": "shape", "column_stack": "shape", "concatenate": "shape",
    "dsplit": "shape", "dstack": "shape", "hsplit": "shape", "hstack": "shape",
    "meshgrid": "shape", "moveaxis": "shape", "movedim": "shape", "narrow": "shape",
    "permute": "shape", "ravel": "shape", "reshape": "shape", "rot90": "shape",
    "row_stack": "shape", "select": "shape", "squeeze": "shape", "swapaxes": "shape",
    "swapdims": "shape", "t": "shape", "tensor_split": "shape", "tile": "shape",
    "transpose": "shape", "unbind": "shape", "unsqueeze": "shape", "vsplit": "shape",
    "vstack": "shape",
    "argwhere": "index", "block_diag": "index", "combinations": "index", "diag_embed": "index",
    "diagflat": "index", "index_copy": "index", "index_fill": "index", "masked_select": "index", "nonzero": "index",
    "take": "index", "take_along_dim": "index", "tril_indices": "index", "triu_indices": "index",
    "unravel_index": "index", "vander": "index", "masked_scatter": "index", "put": "index",
    "index_put": "index", "_unsafe_masked_index": "index", "_unsafe_masked_index_put_accumulate": "index",
    "index_reduce": "index", "scatter_reduce": "index",
    "aminmax": "reduce", "bincount": "reduce", "bucketize": "reduce", "corrcoef": "reduce",
    "count_nonzero": "reduce", "cov": "reduce", "cumulative_trapezoid": "reduce", "diff": "reduce",
    "gcd": "reduce", "heaviside": "reduce", "histc": "reduce", "isin": "reduce",
    "kthvalue": "reduce", "lcm": "reduce", "ldexp": "reduce", "logcumsumexp": "reduce",
    "logspace": "reduce", "median": "reduce", "mode": "reduce", "nanmean": "reduce",
    "nanmedian": "reduce", "nanquantile": "reduce", "nansum": "reduce", "quantile": "reduce",
    "searchsorted": "reduce", "std_mean": "reduce", "trapezoid": "reduce", "trapz": "reduce",
    "var_mean": "reduce", "msort": "reduce", "renorm": "reduce", "gradient": "reduce", "histogram": "reduce",
    "histogramdd": "reduce",
    "unique": "reduce", "unique_consecutive": "reduce", "_segment_reduce": "reduce", "_chunk_cat": "copy",
    "alias_copy": "copy", "detach_copy": "copy", "diagonal_copy": "copy", "diagonal_scatter": "copy",
    "expand_copy": "copy", "narrow_copy": "copy", "permute_copy": "copy", "select_copy": "copy",
    "as_strided": "copy", "as_strided_copy": "copy", "as_strided_scatter": "copy",
    "select_scatter": "copy", "slice_copy": "copy", "slice_scatter": "copy", "split_copy": "copy",
    "split_with_sizes": "copy", "split_with_sizes_copy": "copy", "squeeze_copy": "copy", "t_copy": "copy",
    "transpose_copy": "copy", "unbind_copy": "copy", "unfold_copy": "copy", "unsafe_chunk": "copy",
    "unsafe_split": "copy", "unsafe_split_with_sizes": "copy", "unsqueeze_copy": "copy", "view_copy": "copy",
    "conj": "elementwise", "conj_physical": "elementwise", "conj_physical_": "elementwise",
    "fill": "elementwise", "fill_": "elementwise", "is_complex": "elementwise", "is_conj": "elementwise",
    "is_neg": "elementwise", "isreal": "elementwise", "real": "elementwise", "resolve_conj": "elementwise",
    "resolve_neg": "elementwise", "rsub": "elementwise", "scalar_tensor": "elementwise", "zero_": "elementwise",
    "angle": "elementwise", "constant_pad_nd": "elementwise", "empty_permuted": "elementwise",
    "empty_strided": "elementwise", "nonzero_static": "elementwise", "randint_like": "elementwise",
    "bitwise_left_shift": "elementwise", "bitwise_right_shift": "elementwise", "i0": "elementwise",
    "digamma": "elementwise", "lgamma": "elementwise", "mvlgamma": "elementwise", "polygamma": "elementwise",
    "nextafter": "elementwise",
    "addbmm": "linalg", "addmm": "linalg", "addmv": "linalg", "addr": "linalg",
    "baddbmm": "linalg", "cdist": "linalg", "chain_matmul": "linalg", "cross": "linalg",
    "det": "linalg", "dist": "linalg", "dot": "linalg", "inner": "linalg", "inverse": "linalg",
    "matrix_power": "linalg", "mv": "linalg", "tensordot": "linalg", "vdot": "linalg", "logdet": "linalg",
    "cholesky_inverse": "linalg", "cholesky_solve": "linalg", "matrix_exp": "linalg",
    "lu": "linalg", "lu_solve": "linalg", "pinverse": "linalg", "lu_unpack": "linalg", "triangular_solve": "linalg",
    "frexp": "elementwise",
    "cholesky": "factor", "geqrf": "factor", "orgqr": "factor", "ormqr": "factor", "qr": "factor",
    "slogdet": "factor", "svd": "factor",
    "_native_batch_norm_legit": "norm", "native_batch_norm": "norm", "native_group_norm": "norm",
    "native_layer_norm": "norm",
    "grid_sampler": "sample", "grid_sampler_2d": "sample", "grid_sampler_3d": "sample",
    "affine_grid_generator": "sample",
    "svd_lowrank": "lowrank", "pca_lowrank": "lowrank",
}

METHODS = {
    "broadcast_to": "shape", "dsplit": "shape", "hsplit": "shape", "moveaxis": "shape",
    "movedim": "shape", "ravel": "shape", "repeat": "shape", "rot90": "shape", "select": "shape",
    "swapdims": "shape", "tensor_split": "shape", "tile": "shape", "unbind": "shape",
    "vsplit": "shape",
    "argwhere": "index", "diag_embed": "index", "diagflat": "index", "index_copy": "index",
    "index_copy_": "index", "fill_diagonal_": "index", "index_fill": "index", "index_fill_": "index", "masked_fill_": "index",
    "masked_select": "index",
    "new_empty": "index", "new_full": "index", "new_ones": "index", "new_tensor": "index",
    "new_zeros": "index", "nonzero": "index", "take": "index", "take_along_dim": "index",
    "type_as": "index", "masked_scatter": "index", "masked_scatter_": "index", "put": "index", "put_": "index",
    "index_put": "index", "index_put_": "index", "index_reduce": "index", "scatter_reduce": "index",
    "index_reduce_": "index", "scatter_reduce_": "index",
    "aminmax": "reduce", "bincount": "reduce", "corrcoef": "reduce", "count_nonzero": "reduce",
    "cov": "reduce", "diff": "reduce", "gcd": "reduce", "heaviside": "reduce", "histc": "reduce",
    "kthvalue": "reduce", "lcm": "reduce", "ldexp": "reduce", "logcumsumexp": "reduce",
    "median": "reduce", "mode": "reduce", "nanmean": "reduce", "nanmedian": "reduce",
    "nanquantile": "reduce", "nansum": "reduce", "quantile": "reduce", "msort": "reduce", "renorm": "reduce",
    "renorm_": "reduce", "histogram": "reduce", "unique": "reduce", "unique_consecutive": "reduce",
    "as_strided_scatter": "copy",
    "diagonal_scatter": "copy", "narrow_copy": "copy", "select_scatter": "copy", "slice_scatter": "copy",
    "split_with_sizes": "copy", "unsafe_chunk": "copy", "unsafe_split": "copy",
    "unsafe_split_with_sizes": "copy",
    "conj": "elementwise", "conj_physical": "elementwise", "conj_physical_": "elementwise",
    "is_complex": "elementwise", "is_conj": "elementwise", "is_neg": "elementwise", "isreal": "elementwise",
    "resolve_conj": "elementwise", "resolve_neg": "elementwise", "angle": "elementwise",
    "nonzero_static": "elementwise", "bitwise_left_shift": "elementwise", "bitwise_right_shift": "elementwise",
    "bitwise_left_shift_": "elementwise", "bitwise_right_shift_": "elementwise",
    "i0": "elementwise", "digamma": "elementwise", "lgamma": "elementwise", "mvlgamma": "elementwise",
    "polygamma": "elementwise", "nextafter": "elementwise", "pow_": "elementwise",
    "addbmm": "linalg", "addmm": "linalg", "addmv": "linalg", "addr": "linalg",
    "baddbmm": "linalg", "cross": "linalg", "det": "linalg", "dist": "linalg", "inner": "linalg",
    "inverse": "linalg", "matrix_power": "linalg", "vdot": "linalg", "logdet": "linalg",
    "cholesky_inverse": "linalg", "cholesky_solve": "linalg", "matrix_exp": "linalg",
    "lu": "linalg", "lu_solve": "linalg", "pinverse": "linalg", "triangular_solve": "linalg", "frexp": "elementwise",
    "cholesky": "factor", "geqrf": "factor", "orgqr": "factor", "ormqr": "factor", "qr": "factor",
    "slogdet": "factor", "svd": "factor",
}
for _n in ("divide", "divide_", "multiply", "multiply_", "subtract", "subtract_", "eq_", "ne_",
           "not_equal_", "gt_", "greater_", "ge_", "greater_equal_", "lt_", "less_", "le_",
           "less_equal_", "where", "get_device", "is_nonzero", "is_same_size", "sum_to_size",
           "adjoint", "hardshrink", "prelu", "cumsum_", "heaviside_", "gcd_", "lcm_", "ldexp_",
           "i0_", "lgamma_", "digamma_", "nextafter_", "addbmm_", "addmm_", "addmv_", "addr_",
           "baddbmm_", "polygamma_", "mvlgamma_", "apply_", "map_", "share_memory_", "geometric_",
           "log_normal_", "cauchy_", "is_inference"):
    METHODS[_n] = "methods"
del _n

_loaded = {}


def load(family):
    """The family module, imported on first use; its methods then replace their stubs."""
    module = _loaded.get(family)
    if module is not None:
        return module
    if family == "shape":
        import torch._ops.shape as module
    elif family == "index":
        import torch._ops.index as module
    elif family == "reduce":
        import torch._ops.reduce as module
    elif family == "copy":
        import torch._ops.copy as module
    elif family == "elementwise":
        import torch._ops.elementwise as module
    elif family == "norm":
        import torch._ops.norm as module
    elif family == "sample":
        import torch._ops.sample as module
    elif family == "factor":
        import torch._ops.factor as module
    elif family == "lowrank":
        import torch._ops.lowrank as module
    elif family == "methods":
        import torch._ops.methods as module
    else:
        import torch._ops.linalg as module
    _loaded[family] = module
    torch._register_tensor_methods(
        {n: getattr(module, n) for n, f in METHODS.items() if f == family}
    )
    return module


def _stub(name, family):
    def method(self, *args, **kwargs):
        return getattr(load(family), name)(self, *args, **kwargs)

    method.__name__ = name
    return method


def register_stubs():
    torch._register_tensor_methods({n: _stub(n, f) for n, f in METHODS.items()})
