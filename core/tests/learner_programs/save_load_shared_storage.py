# torch.save keeps which saved tensors share a storage: views of one tensor come back as views
# of one storage, so a write through one is seen through the others.
import io

import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

t = torch.arange(12.0, device=device).reshape(3, 4)
bundle = {"whole": t, "row": t[1], "cols": t[:, 1:3], "flat": t.view(-1), "tt": t.t(),
          "alone": torch.ones(2, device=device)}
buf = io.BytesIO()
torch.save(bundle, buf)
buf.seek(0)
r = torch.load(buf)
print(r["row"], r["cols"].shape, r["tt"].shape, r["alone"])
r["row"].fill_(-1.0)
r["cols"].mul_(10)
print(r["whole"])
print(r["flat"][:6], r["tt"][0])
print(r["whole"].is_contiguous(), r["cols"].is_contiguous(), r["tt"].is_contiguous())

# A model's parameters with a view of one of them saved beside the state_dict.
lin = nn.Linear(3, 2).to(device)
state = {"model": lin.state_dict(), "first_row": lin.weight[0]}
buf = io.BytesIO()
torch.save(state, buf)
buf.seek(0)
back = torch.load(buf)
back["model"]["weight"].zero_()
print(back["first_row"], back["model"]["bias"].shape)
fresh = nn.Linear(3, 2).to(device)
fresh.load_state_dict(back["model"])
print(fresh.weight)
print(r["row"].storage_offset(), r["cols"].storage_offset(), r["flat"][5:].storage_offset(),
      t[2, 1:].storage_offset(), r["alone"].storage_offset())
