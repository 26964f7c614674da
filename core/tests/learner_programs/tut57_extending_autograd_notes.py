# "Extending PyTorch" notes: LinearFunction with needs_input_grad and a Linear module around it,
# MulConstant with a non-tensor argument, an in-place Function with mark_dirty, MyFunc with
# set_materialize_grads(False) (None grads), save_for_backward of outputs, and gradcheck.
import torch
import torch.nn as nn
from torch.autograd import Function, gradcheck

device = "cpu"
torch.manual_seed(0)


class LinearFunction(Function):
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


linear = LinearFunction.apply
input = (torch.randn(5, 4, dtype=torch.double, requires_grad=True),
         torch.randn(3, 4, dtype=torch.double, requires_grad=True),
         torch.randn(3, dtype=torch.double, requires_grad=True))
print(gradcheck(linear, input, eps=1e-6, atol=1e-4))
print(gradcheck(linear, (input[0], input[1], None), eps=1e-6, atol=1e-4))


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
        nn.init.uniform_(self.weight, -0.1, 0.1)
        if self.bias is not None:
            nn.init.uniform_(self.bias, -0.1, 0.1)

    def forward(self, input):
        return LinearFunction.apply(input, self.weight, self.bias)

    def extra_repr(self):
        return 'input_features={}, output_features={}, bias={}'.format(
            self.input_features, self.output_features, self.bias is not None)


lin = Linear(4, 3).to(device)
print(lin)
x = torch.randn(2, 4, device=device)
out = lin(x)
out.sum().backward()
print(out, type(out.grad_fn).__name__)
print(lin.weight.grad, lin.bias.grad)
ref = nn.Linear(4, 3).to(device)
with torch.no_grad():
    ref.weight.copy_(lin.weight)
    ref.bias.copy_(lin.bias)
print(torch.allclose(ref(x), out))


class MulConstant(Function):
    @staticmethod
    def forward(tensor, constant):
        return tensor * constant

    @staticmethod
    def setup_context(ctx, inputs, output):
        tensor, constant = inputs
        ctx.constant = constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None


t = torch.tensor([1.0, -2.0, 3.0], device=device, requires_grad=True)
MulConstant.apply(t, 2.5).sum().backward()
print(t.grad)


class MulTwoInPlace(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_dirty(x)
        return x.mul_(2)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * 2


a = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
b = a.clone()
c = MulTwoInPlace.apply(b)
print(c is b, b, c._version > 0)
(c * c).sum().backward()
print(a.grad)


class MyFunc(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        ctx.save_for_backward(x)
        return x.clone(), x.clone()

    @staticmethod
    def backward(ctx, g1, g2):
        x, = ctx.saved_tensors
        grad_input = torch.zeros_like(x)
        if g1 is not None:
            grad_input += g1
        if g2 is not None:
            grad_input += g2 * 3
        print("backward got", g1 is None, g2 is None)
        return grad_input


x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
a_, b_ = MyFunc.apply(x)
a_.sum().backward()
print(x.grad)
x.grad = None
a_, b_ = MyFunc.apply(x)
(a_ + b_).sum().backward()
print(x.grad)


class ExpOut(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result


z = torch.tensor([0.0, 1.0], dtype=torch.double, requires_grad=True)
print(gradcheck(ExpOut.apply, (z,)))
print(ExpOut.apply(z))
