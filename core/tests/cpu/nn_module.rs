//! User subclasses of `nn.Module`: registration of parameters and sub-modules in assignment order,
//! PyTorch's nested repr, the traversal methods, training flags, `zero_grad`, and `forward` run
//! from `__call__`. Expected texts are what PyTorch 2.x prints for the same programs.

use crate::common;

use tpu_core::runtime::{run_to_end, RunConfig};

fn run(src: &str) -> (String, Option<String>) {
    let out = run_to_end(src, common::cpu(), &RunConfig::default());
    (out.stdout, out.error.map(|e| e.render(src)))
}

const NET: &str = "\
import torch
import torch.nn as nn
torch.manual_seed(0)

class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.w = nn.Parameter(torch.ones(n))
    def forward(self, x, k=1.0):
        return x * self.w * k

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2, bias=False)
        self.scale = Scale(2)
        self.seq = nn.Sequential(nn.ReLU(), nn.Tanh())
    def forward(self, x):
        return self.seq(self.scale(self.lin(x), k=2.0))

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.gain = nn.Parameter(torch.tensor([3.0]))
        self.tied = self.block.scale
    def forward(self, x):
        return self.block(x) * self.gain

net = Net()
";

#[test]
fn nested_modules_print_and_list_parameters_as_pytorch() {
    let src = format!(
        "{NET}print(net)
for name, p in net.named_parameters():
    print(name, tuple(p.shape), p.requires_grad)
print(len(list(net.parameters())), len(list(net.modules())))
print([name for name, _ in net.named_children()])
print(net.gain)
print(nn.Parameter(torch.zeros(2), requires_grad=False))
print(net.to('tpu') is net, net.block.training)
"
    );
    let (out, err) = run(&src);
    assert_eq!(err, None);
    assert_eq!(
        out,
        "\
Net(
  (block): Block(
    (lin): Linear(in_features=2, out_features=2, bias=False)
    (scale): Scale()
    (seq): Sequential(
      (0): ReLU()
      (1): Tanh()
    )
  )
  (tied): Scale()
)
gain (1,) True
block.lin.weight (2, 2) True
block.scale.w (2,) True
3 7
['block', 'tied']
Parameter containing:
tensor([3.], requires_grad=True)
Parameter containing:
tensor([0., 0.])
True True
"
    );
}

#[test]
fn forward_trains_and_flags_reach_every_descendant() {
    let src = format!(
        "{NET}x = torch.tensor([[1.0, -1.0], [0.5, 2.0]])
out = net(x)
print(out.shape, out.grad_fn is not None)
out.sum().backward()
print([p.grad is not None for p in net.parameters()])
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
opt.step()
buf = opt.state[net.gain]['momentum_buffer']
print(len(opt.state), (buf == net.gain.grad).all().item())
net.zero_grad()
print([p.grad for p in net.parameters()])
net.eval()
print(net.training, net.block.training, net.block.lin.training, net.block.seq[0].training)
net.train()
print(net.training, net.tied.training, net.block.seq[1].training)
"
    );
    let (out, err) = run(&src);
    assert_eq!(err, None);
    assert_eq!(
        out,
        "\
torch.Size([2, 2]) True
[True, True, True]
3 True
[None, None, None]
False False False False
True True True
"
    );
}

#[test]
fn a_module_without_forward_raises_pytorchs_error() {
    let src =
        "import torch.nn as nn\nclass Empty(nn.Module):\n    pass\nprint(Empty())\nEmpty()(1)\n";
    let (out, err) = run(src);
    assert_eq!(out, "Empty()\n");
    let err = err.expect("raised");
    assert!(
        err.ends_with(
            "NotImplementedError: Module [Empty] is missing the required \"forward\" function\n"
        ),
        "{err}"
    );
}

#[test]
fn an_error_in_forward_shows_the_users_frame() {
    let src = "import torch.nn as nn\nclass M(nn.Module):\n    def forward(self, x):\n        return x / 0\nM()(1)\n";
    let (_, err) = run(src);
    let err = err.expect("raised");
    assert!(err.contains("line 5, in <module>"), "{err}");
    assert!(err.contains("line 4, in forward"), "{err}");
    assert!(
        err.ends_with("ZeroDivisionError: division by zero\n"),
        "{err}"
    );
}

#[test]
fn sequential_refuses_what_is_not_a_module_and_shows_a_user_forwards_frame() {
    let (_, err) = run("import torch.nn as nn\nnn.Sequential(nn.ReLU(), 3)\n");
    let err = err.expect("raised");
    assert!(
        err.ends_with("TypeError: int is not a Module subclass\n"),
        "{err}"
    );
    // A user module inside a native Sequential runs through the VM: its error carries its frame.
    let src = "import torch\nimport torch.nn as nn\nclass M(nn.Module):\n    def forward(self, x):\n        return x.view(7)\nseq = nn.Sequential(nn.ReLU(), M(), nn.Tanh())\nseq(torch.ones(2, 3))\n";
    let (_, err) = run(src);
    let err = err.expect("raised");
    assert!(err.contains("line 7, in <module>"), "{err}");
    assert!(err.contains("line 5, in forward"), "{err}");
    assert!(
        err.contains("RuntimeError: shape '[7]' is invalid for input of size 6"),
        "{err}"
    );
}
