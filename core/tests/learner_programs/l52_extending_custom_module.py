# "Extending PyTorch" / "Extending torch.nn": LinearFunction with ctx.needs_input_grad, MulConstant
# with a non-tensor argument, and a Linear module with nn.Parameter, reset_parameters and extra_repr.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(25)


class LinearFunction(torch.autograd.Function):
    @staticmethod
    def forward(input, weight, bias):
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def setup_context(ctx, inputs, output):
        input, weight, bias = inputs
        ctx.save_for_backward(input, weight, bias)

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias


class MulConstant(torch.autograd.Function):
    @staticmethod
    def forward(ctx, tensor, constant):
        ctx.constant = constant
        return tensor * constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None


class Linear(nn.Module):
    def __init__(self, input_features, output_features, bias=True):
        super().__init__()
        self.input_features = input_features
        self.output_features = output_features
        self.weight = nn.Parameter(torch.empty(output_features, input_features))
        if bias:
            self.bias = nn.Parameter(torch.empty(output_features))
        else:
            self.register_parameter('bias', None)
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in = self.input_features
            bound = 1 / math.sqrt(fan_in)
            nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, input):
        return LinearFunction.apply(input, self.weight, self.bias)

    def extra_repr(self):
        return 'input_features={}, output_features={}, bias={}'.format(
            self.input_features, self.output_features, self.bias is not None
        )


inp = (torch.randn(5, 4, dtype=torch.double, requires_grad=True),
       torch.randn(3, 4, dtype=torch.double, requires_grad=True),
       torch.randn(3, dtype=torch.double, requires_grad=True))
print(torch.autograd.gradcheck(LinearFunction.apply, inp, eps=1e-6, atol=1e-4))

lin = Linear(4, 3).to(device)
ref = nn.Linear(4, 3).to(device)
with torch.no_grad():
    ref.weight.copy_(lin.weight)
    ref.bias.copy_(lin.bias)
print(lin)
print(Linear(4, 2, bias=False))
x = torch.randn(6, 4, device=device)
out = lin(x)
print(torch.allclose(out, ref(x)), type(out.grad_fn).__name__)
out.pow(2).sum().backward()
ref(x).pow(2).sum().backward()
print(torch.allclose(lin.weight.grad, ref.weight.grad), torch.allclose(lin.bias.grad, ref.bias.grad))
print([n for n, _ in lin.named_parameters()], [n for n, _ in Linear(4, 2, bias=False).named_parameters()])

w = torch.randn(3, requires_grad=True, device=device)
y = MulConstant.apply(w, 2.5)
y.sum().backward()
print(w.grad)

xin = torch.randn(2, 4, device=device)
wd = lin.weight.detach()
out = LinearFunction.apply(xin, wd, lin.bias)
out.sum().backward()
print(xin.grad, lin.bias.grad.shape)
