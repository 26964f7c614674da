# torch.cuda on a machine with no NVIDIA GPU, which the playground is: programs that ask
# `torch.cuda.is_available()` choose another device, as they would on such a machine; the
# seeding and cache calls they make regardless do nothing.
_NO_GPU = ("Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU "
           "and installed a driver from http://www.nvidia.com/Download/index.aspx")


def is_available():
    return False


def device_count():
    return 0


def is_initialized():
    return False


def _no_gpu(*args, **kwargs):
    raise RuntimeError(_NO_GPU)


current_device = get_device_name = get_device_properties = get_device_capability = _no_gpu
set_device = init = _no_gpu


def _nothing(*args, **kwargs):
    return None


manual_seed = manual_seed_all = seed = seed_all = empty_cache = synchronize = _nothing
reset_peak_memory_stats = _nothing


def memory_allocated(device=None):
    return 0


max_memory_allocated = memory_reserved = max_memory_reserved = memory_allocated


def __getattr__(name):
    import torch

    if name == "amp":
        import torch.cuda.amp as amp

        return amp
    torch._missing_attribute("torch.cuda", name)
