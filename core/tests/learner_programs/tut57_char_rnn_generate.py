# "NLP From Scratch: Generating Names with a Character-Level RNN" (tiny): the category-conditioned
# RNN (i2h, i2o, o2o, dropout, log_softmax), one-hot category/input tensors and target tensors,
# training with the summed per-step NLLLoss and manual updates, then sampling names by argmax.
import random
import string
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
random.seed(2)
all_letters = string.ascii_letters + " .,;'-"
n_letters = len(all_letters) + 1
category_lines = {
    "Russian": ["Abramov", "Babanin", "Ivanov", "Romanov", "Sokolov"],
    "German": ["Bauer", "Fischer", "Mueller", "Schmidt", "Wagner"],
    "Spanish": ["Garcia", "Lopez", "Martinez", "Sanchez", "Torres"],
}
all_categories = list(category_lines)
n_categories = len(all_categories)


class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(RNN, self).__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(n_categories + input_size + hidden_size, hidden_size)
        self.i2o = nn.Linear(n_categories + input_size + hidden_size, output_size)
        self.o2o = nn.Linear(hidden_size + output_size, output_size)
        self.dropout = nn.Dropout(0.1)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, category, input, hidden):
        input_combined = torch.cat((category, input, hidden), 1)
        hidden = self.i2h(input_combined)
        output = self.i2o(input_combined)
        output_combined = torch.cat((hidden, output), 1)
        output = self.o2o(output_combined)
        output = self.dropout(output)
        output = self.softmax(output)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, self.hidden_size)


def randomChoice(l):
    return l[random.randint(0, len(l) - 1)]


def randomTrainingPair():
    category = randomChoice(all_categories)
    line = randomChoice(category_lines[category])
    return category, line


def categoryTensor(category):
    li = all_categories.index(category)
    tensor = torch.zeros(1, n_categories)
    tensor[0][li] = 1
    return tensor


def inputTensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li in range(len(line)):
        letter = line[li]
        tensor[li][0][all_letters.find(letter)] = 1
    return tensor


def targetTensor(line):
    letter_indexes = [all_letters.find(line[li]) for li in range(1, len(line))]
    letter_indexes.append(n_letters - 1)
    return torch.LongTensor(letter_indexes)


def randomTrainingExample():
    category, line = randomTrainingPair()
    category_tensor = categoryTensor(category)
    input_line_tensor = inputTensor(line)
    target_line_tensor = targetTensor(line)
    return category_tensor, input_line_tensor, target_line_tensor


print(targetTensor("Bauer"), inputTensor("ab").nonzero().tolist())
criterion = nn.NLLLoss()
learning_rate = 0.005
rnn = RNN(n_letters, 32, n_letters)


def train(category_tensor, input_line_tensor, target_line_tensor):
    target_line_tensor = target_line_tensor.unsqueeze(-1)
    hidden = rnn.initHidden()
    rnn.zero_grad()
    loss = torch.Tensor([0])
    for i in range(input_line_tensor.size(0)):
        output, hidden = rnn(category_tensor, input_line_tensor[i], hidden)
        l = criterion(output, target_line_tensor[i])
        loss += l
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item() / input_line_tensor.size(0)


total_loss = 0
all_losses = []
for iter in range(1, 61):
    output, loss = train(*randomTrainingExample())
    total_loss += loss
    if iter % 20 == 0:
        print('(%d %d%%) %.4f' % (iter, iter / 60 * 100, loss))
        all_losses.append(round(total_loss / 20, 4))
        total_loss = 0
print(all_losses)
max_length = 8


def sample(category, start_letter='A'):
    with torch.no_grad():
        category_tensor = categoryTensor(category)
        input = inputTensor(start_letter)
        hidden = rnn.initHidden()
        output_name = start_letter
        for i in range(max_length):
            output, hidden = rnn(category_tensor, input[0], hidden)
            topv, topi = output.topk(1)
            topi = topi[0][0]
            if topi == n_letters - 1:
                break
            else:
                letter = all_letters[topi]
                output_name += letter
            input = inputTensor(letter)
        return output_name


def samples(category, start_letters='ABC'):
    for start_letter in start_letters:
        print(sample(category, start_letter))


rnn.eval()
samples('Russian', 'RUS')
samples('German', 'GER')
samples('Spanish', 'SPA')
