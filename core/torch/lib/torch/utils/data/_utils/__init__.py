from . import collate
