"""torch.nn.modules.pixelshuffle: PixelShuffle and PixelUnshuffle, defined in upsampling.py here."""
from torch.nn.modules.upsampling import PixelShuffle, PixelUnshuffle  # noqa: F401
