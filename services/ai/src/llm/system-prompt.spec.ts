import { familyTools, toolTopics } from '../tools/registry';
import { systemPrompt } from './system-prompt';

describe('systemPrompt', () => {
  it("names the tools and keeps the model to the tools' topics", () => {
    const prompt = systemPrompt('2026-11-22', familyTools);
    expect(prompt).toContain('Today is 2026-11-22.');
    expect(prompt).toContain(`Stay on this family's finances (${toolTopics().join('; ')})`);
    for (const tool of familyTools) expect(prompt).toContain(tool.name);
    expect(prompt).toContain("say plainly that you don't see it on file");
  });
});
