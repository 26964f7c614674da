"""torch.utils.hooks.RemovableHandle: what every register_*hook returns; remove() (or leaving
its `with` block) takes the hook out of the dict it was put in."""


class RemovableHandle:
    next_id = 0

    def __init__(self, hooks_dict, *, extra_dict=None):
        self.hooks_dict_ref = hooks_dict
        self.id = RemovableHandle.next_id
        RemovableHandle.next_id += 1
        self.extra_dict_ref = () if extra_dict is None else (extra_dict,)

    def remove(self):
        self.hooks_dict_ref.pop(self.id, None)
        for d in self.extra_dict_ref:
            d.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.remove()
