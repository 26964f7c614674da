# torch.backends: the flags training scripts set (cudnn.benchmark, cudnn.deterministic,
# cuda.matmul.allow_tf32) are kept and change nothing here (the emulator's kernels are
# deterministic and have one algorithm each); no CUDA, MPS or MKL backend is present.
class _Flags:
    def __init__(self, **flags):
        self.__dict__.update(flags)

    def is_available(self):
        return False

    def is_built(self):
        return False


cudnn = _Flags(enabled=True, benchmark=False, deterministic=False, allow_tf32=True)
cudnn.version = lambda: None
cuda = _Flags(matmul=_Flags(allow_tf32=False, allow_fp16_reduced_precision_reduction=True,
                            allow_bf16_reduced_precision_reduction=True))
mps = _Flags()
mkldnn = _Flags(enabled=True)
